effect-lose-style = Втратьте карту Стилю; { -card-fxk-001(case: "nom") } сміється.
