### English card-text messages of the fixture (the source).

effect-lose-levels = Lose { $n ->
        [one] a { -level }
       *[other] { $n } { -level(count: "other") }
    }.
effect-defeat = Defeat { $monster } to gain { $n ->
        [one] a { -treasure }
       *[other] { $n } { -treasure(count: "other") }
    }.
effect-lose-headgear = Lose your [headgear] headgear.
field-bonus = +{ $n } bonus, at most 5 items.
window-combat = During combat
