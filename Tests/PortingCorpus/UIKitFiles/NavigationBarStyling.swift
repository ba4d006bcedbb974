//
//  NavigationBarStyling.swift
//
//  App-wide bar appearance, set up once from the scene delegate.
//

import UIKit

enum NavigationBarStyling {

    static let brandColor = UIColor(red: 0.11, green: 0.36, blue: 0.82, alpha: 1)

    static func applyGlobalAppearance() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = brandColor
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [
            .foregroundColor: UIColor.white,
            .font: UIFont.systemFont(ofSize: 17, weight: .semibold),
        ]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]

        let navigationBar = UINavigationBar.appearance()
        navigationBar.standardAppearance = appearance
        navigationBar.compactAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.tintColor = .white
    }

    /// A transparent bar for screens with a hero image under the bar.
    static func makeTransparent(_ navigationController: UINavigationController?) {
        guard let navigationBar = navigationController?.navigationBar else { return }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.isTranslucent = true
    }

    static func restoreDefault(_ navigationController: UINavigationController?) {
        guard let navigationBar = navigationController?.navigationBar else { return }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = nil
    }
}

extension UIViewController {

    /// Puts a plain back button title ("") on the next pushed screen.
    func hideBackButtonTitle() {
        navigationItem.backButtonTitle = ""
        if #available(iOS 14.0, *) {
            navigationItem.backButtonDisplayMode = .minimal
        }
    }

    func setNavigationBar(hidden: Bool, animated: Bool = true) {
        guard let navigationController = navigationController,
              navigationController.isNavigationBarHidden != hidden else { return }
        navigationController.setNavigationBarHidden(hidden, animated: animated)
    }
}
