effect-lose-levels = Verliere { $n ->
        [one] eine { -level }
       *[other] { $n } { -level(count: "other") }
    }.
effect-defeat = Besiege { $monster }, um { $n ->
        [one] einen { -treasure(case: "acc") }
       *[other] { $n } { -treasure(case: "acc", count: "other") }
    } zu erhalten.
effect-lose-headgear = Verliere deine [headgear] Kopfbedeckung.
field-bonus = +{ $n } Bonus, höchstens 5 Gegenstände.
window-combat = Während des Kampfes
