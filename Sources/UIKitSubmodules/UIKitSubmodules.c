// A C target needs one source file; the target exists only for its module map (include/).
