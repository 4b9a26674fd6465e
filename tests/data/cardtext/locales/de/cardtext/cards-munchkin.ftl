card-fx-001-flavour = Er ist nicht wütend, nur enttäuscht. Deine Schuhe löst er trotzdem auf.
card-fx-002-flavour = Siebt auch Nudeln ab: ein Schatz unter [headgear].
