card-fxk-001-flavour = Gedämpft, und immer noch beleidigt.
