// A test imports only TrellisTesting (and Testing): the toolkit's types — Application, the views
// and widgets, Size, the keys — come with it.

@_exported import TrellisCore
