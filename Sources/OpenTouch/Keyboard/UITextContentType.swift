/// What a text input's text means, so that autofill can offer the right values.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String

    /// Creates a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a content type from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The text is a name.
    public static let name = UITextContentType(rawValue: "name")
    /// The text is a name prefix.
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// The text is a given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// The text is a middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// The text is a family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// The text is a name suffix.
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// The text is a nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// The text is a job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// The text is an organization name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// The text is a location.
    public static let location = UITextContentType(rawValue: "location")
    /// The text is a full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// The text is a street address line1.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The text is a street address line2.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// The text is an address city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// The text is an address state.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// The text is an address city and state.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// The text is a sublocality.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// The text is a country name.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// The text is a postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// The text is a telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// The text is an email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// The text is a URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// The text is a credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// The text is a username.
    public static let username = UITextContentType(rawValue: "username")
    /// The text is a password.
    public static let password = UITextContentType(rawValue: "password")
    /// The text is a new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// The text is an one time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// The text is a shipment tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// The text is a flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// The text is a date time.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// The text is a birthdate.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    /// The text is a birthdate day.
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    /// The text is a birthdate month.
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    /// The text is a birthdate year.
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    /// The text is a credit card security code.
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    /// The text is a credit card name.
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    /// The text is a credit card given name.
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    /// The text is a credit card middle name.
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    /// The text is a credit card family name.
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    /// The text is a credit card expiration.
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    /// The text is a credit card expiration month.
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    /// The text is a credit card expiration year.
    public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    /// The text is a credit card type.
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    /// The text is a cellular eid.
    public static let cellularEID = UITextContentType(rawValue: "cellularEID")
    /// The text is a cellular imei.
    public static let cellularIMEI = UITextContentType(rawValue: "cellularIMEI")
}
