### Ukrainian card-text messages of the fixture.

effect-lose-levels = Втратьте { $n ->
        [one] { $n } { -level(case: "acc") }
        [few] { $n } { -level(case: "acc", count: "few") }
        [many] { $n } { -level(case: "gen", count: "many") }
       *[other] { $n } { -level(case: "gen", count: "other") }
    }.
effect-defeat = Переможіть { $monster }, щоб отримати { $n ->
        [one] { $n } { -treasure(case: "acc") }
        [few] { $n } { -treasure(case: "acc", count: "few") }
        [many] { $n } { -treasure(case: "gen", count: "many") }
       *[other] { $n } { -treasure(case: "gen", count: "other") }
    }.
effect-lose-headgear = Втратьте свій [headgear] головний убір.
field-bonus = +{ $n } до сили, не більше 5 предметів.
window-combat = Під час бою
