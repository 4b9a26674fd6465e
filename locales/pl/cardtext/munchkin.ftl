### Tekst zasad kart rodziny Munchkin: polski.
### Frazy zagnieżdżone mają formy według $case: nom, gen, dat, acc, ins, loc; wielkości także bare
### (bez „twój”) i gen-bare (dopełniacz liczby mnogiej: „więcej poziomów”).


## Rodzaje kart

# source-hash: d9797365af2e
kind-monster = { -kind-monster }
# source-hash: 1d9567158348
kind-curse = { -kind-curse }
# source-hash: 562bf2edb2a9
kind-race = { -kind-race }
# source-hash: 93da6b0d7366
kind-class = { -kind-class }
# source-hash: b9df46d8e8e3
kind-monster-enhancer = { -kind-monster-enhancer }
# source-hash: 1976c2f80739
kind-wandering-monster = { -kind-wandering-monster }
# source-hash: 54ad8229b530
kind-super-munchkin = { -kind-super-munchkin }
# source-hash: 59f383750782
kind-half-breed = { -kind-half-breed }
# source-hash: fcdefb1b6bcc
kind-item = { -kind-item }
# source-hash: d1ad7dc4ed37
kind-one-shot = { -kind-one-shot }
# source-hash: e02ac55c5722
kind-go-up-a-level = { -kind-go-up-a-level }
# source-hash: f37a12de4c46
kind-hireling = { -kind-hireling }
# source-hash: 27fde1088772
kind-special = { -kind-special }

## Pola

# source-hash: 7bacc5d19075
field-level = { -level } { $value }
# source-hash: 69ba76a7395a
field-treasures =
    { $value } { $value ->
        [one] { -treasure }
        [few] { -treasure(case: "nom-pl") }
        [other] { -treasure(case: "gen") }
       *[many] { -treasure(case: "gen-pl") }
    }
# source-hash: f51b689d815e
field-levels =
    daje { $value } { $value ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
        [other] { -level(case: "gen") }
       *[many] { -level(case: "gen-pl") }
    }
# source-hash: b77800ff1698
field-gold =
    { $value ->
        [0] Bez wartości
       *[other]
            { $value } { $value ->
                [one] sztuka złota
                [few] sztuki złota
                [other] sztuki złota
               *[many] sztuk złota
            }
    }
# source-hash: 0c2cbc597b35
field-bonus = Premia { $value-signed }
# source-hash: b5a54f2a5de2
field-slot = { $value }
# source-hash: 6f7bac286e2e
field-hands =
    { $value } { $value ->
        [one] ręka
        [few] ręce
        [other] ręki
       *[many] rąk
    }
# source-hash: 9d72e925cf4b
field-big = Duży
# source-hash: 5d01f6bcef86
field-is = { $value }
# source-hash: 9e2f4a97e798
field-deck = karta { FORM($value, case: "gen") }
# source-hash: 413e1eae15cb
field-tags = { $value }

## Chwile

# source-hash: c017f0eceef3
window-any-time = W dowolnej chwili
# source-hash: fafcc1b1e02a
window-your-turn = W swojej turze
# source-hash: a8129a48e210
window-during-combat = Podczas walki
# source-hash: a6781ab2be8e
window-outside-combat = Poza walką
# source-hash: ba21d001115a
window-when-played = Po zagraniu
# source-hash: d953d1677e18
window-bad-stuff = { -bad-stuff }
# source-hash: 830bd8e896ca
window-when-killed = Gdy pokonasz { FORM($card, case: "acc") }
    .clause = yes
# source-hash: 3101ce767f04
window-running-away = Gdy uciekasz
    .clause = yes
# source-hash: 960c7df3540c
window-helped-kill = Gdy pomożesz innemu graczowi zabić potwora
    .clause = yes
# source-hash: 291e338750af
window-next-combat = Na początku następnej walki ofiary
# source-hash: 95bfacacfa59
window-start-of-turn = Na początku twojej tury
# source-hash: 58c0dba24559
window-on-death = Gdy giniesz
    .clause = yes
# source-hash: d30cbfeb2a7e
window-whenever-kill =
    Za każdym razem, gdy { $who-key ->
        [you] zabijasz
       *[other]
            { $who } { GENDER($who) ->
                [plur] zabijają
               *[other] zabija
            }
    } potwora
    .clause = yes
# source-hash: f313484adcfe
window-whenever-death =
    Za każdym razem, gdy { $who-key ->
        [you] giniesz
       *[other]
            { $who } { GENDER($who) ->
                [plur] giną
               *[other] ginie
            }
    }
    .clause = yes
# source-hash: 16f88316b1d7
window-whenever-won-combat =
    Za każdym razem, gdy { $who-key ->
        [you] wygrywasz
       *[other]
            { $who } { GENDER($who) ->
                [plur] wygrywają
               *[other] wygrywa
            }
    } walkę
    .clause = yes
# source-hash: f8df13cf6e98
window-whenever-lost-combat =
    Za każdym razem, gdy { $who-key ->
        [you] przegrywasz
       *[other]
            { $who } { GENDER($who) ->
                [plur] przegrywają
               *[other] przegrywa
            }
    } walkę
    .clause = yes
# source-hash: e0ca5bd8ada4
window-whenever-level-gained =
    Za każdym razem, gdy { $who-key ->
        [you] awansujesz
       *[other]
            { $who } { GENDER($who) ->
                [plur] awansują
               *[other] awansuje
            }
    } o { -level(case: "acc") }
    .clause = yes
# source-hash: 72fe4abe2677
window-whenever-card-played =
    Za każdym razem, gdy { $who-key ->
        [you] zagrywasz
       *[other]
            { $who } { GENDER($who) ->
                [plur] zagrywają
               *[other] zagrywa
            }
    } kartę
    .clause = yes
# source-hash: 6dfb09f90a55
window-whenever-turn-started =
    Za każdym razem, gdy { $who-key ->
        [you] zaczynasz
       *[other]
            { $who } { GENDER($who) ->
                [plur] zaczynają
               *[other] zaczyna
            }
    } turę
    .clause = yes
# source-hash: a861732b2ab2
window-whenever-item-lost =
    Za każdym razem, gdy { $who-key ->
        [you] tracisz
       *[other]
            { $who } { GENDER($who) ->
                [plur] tracą
               *[other] traci
            }
    } { -item(case: "acc") }
    .clause = yes
# source-hash: f14a5cbd43e5
window-whenever-slot-lost =
    Za każdym razem, gdy { $who-key ->
        [you] tracisz
       *[other]
            { $who } { GENDER($who) ->
                [plur] tracą
               *[other] traci
            }
    } { FORM($slot, case: "acc") }
    .clause = yes
# source-hash: 2a945faf85cc
window-as-played = Gdy ktoś zagrywa { FORM($cards, case: "acc") }
    .clause = yes

## Warunki (po „jeśli”; .negated: zaprzeczenie)

# source-hash: bd73205d9dd9
cond-has-race = jesteś { FORM($race, case: "ins") }
    .negated = nie jesteś { FORM($race, case: "ins") }
# source-hash: bff3a1e0f86d
cond-has-class = jesteś { FORM($class, case: "ins") }
    .negated = nie jesteś { FORM($class, case: "ins") }
# source-hash: 47ce47d4642e
cond-fighting-tag = w walce bierze udział { $tag }
    .negated =
        w walce nie bierze udziału { GENDER($tag) ->
            [fem] żadna
            [neut] żadne
           *[masc] żaden
        } { $tag }
# source-hash: 02e2a5e1287f
cond-in-combat = jesteś w walce
    .negated = nie jesteś w walce
# source-hash: 49621883e1b4
cond-helping = pomagasz w walce
    .negated = nie pomagasz w walce
# source-hash: 358ad55d652c
cond-alone = walczysz sam
    .negated = masz pomocnika
# source-hash: 8a84b5b54d9d
cond-has-gear =
    masz { $what-key ->
        [item] { -item(case: "acc") }
        [items] { -item(case: "nom-pl") }
        [hand-item] { -item(case: "acc") } w rękach
        [hand] karty na ręce
       *[other] { FORM($what, case: "acc") }
    }
    .negated =
        nie masz { $what-key ->
            [item] żadnego { -item(case: "gen") }
            [items] { -item(case: "gen-pl") }
            [hand-item] żadnego { -item(case: "gen") } w rękach
            [hand] kart na ręce
           *[other] { FORM($what, case: "gen") }
        }
# source-hash: dc94d3f3cfb3
cond-gender =
    jesteś { $g-key ->
        [male] mężczyzną
       *[female] kobietą
    }
    .negated =
        nie jesteś { $g-key ->
            [male] mężczyzną
           *[female] kobietą
        }
# source-hash: 65caee64976a
cond-extreme =
    { $q } jest { $which-key ->
        [lowest]
            { GENDER($q) ->
                [fem] najniższa
                [neut] najniższe
               *[masc] najniższy
            }
       *[highest]
            { GENDER($q) ->
                [fem] najwyższa
                [neut] najwyższe
               *[masc] najwyższy
            }
    } przy stole
    .negated =
        { $q } nie jest { $which-key ->
            [lowest]
                { GENDER($q) ->
                    [fem] najniższa
                    [neut] najniższe
                   *[masc] najniższy
                }
           *[highest]
                { GENDER($q) ->
                    [fem] najwyższa
                    [neut] najwyższe
                   *[masc] najwyższy
                }
        } przy stole
# source-hash: 24887da1bb40
cond-extreme-alone =
    { $q } jest { $which-key ->
        [lowest]
            { GENDER($q) ->
                [fem] najniższa
                [neut] najniższe
               *[masc] najniższy
            }
       *[highest]
            { GENDER($q) ->
                [fem] najwyższa
                [neut] najwyższe
               *[masc] najwyższy
            }
    } przy stole, bez remisu
    .negated =
        { $q } nie jest jedyną { $which-key ->
            [lowest] najniższą
           *[highest] najwyższą
        } wartością przy stole
# source-hash: 9b2a6beff2b6
cond-compare-players =
    { $who } { $who-key ->
        [you] masz
       *[other]
            { GENDER($who) ->
                [plur] mają
               *[other] ma
            }
    } { $cmp-key ->
        [more] więcej
       *[other] mniej
    } { FORM($q, case: "gen-bare") } niż { $other }
    .negated =
        { $who } nie { $who-key ->
            [you] masz
           *[other]
                { GENDER($who) ->
                    [plur] mają
                   *[other] ma
                }
        } { $cmp-key ->
            [more] więcej
           *[other] mniej
        } { FORM($q, case: "gen-bare") } niż { $other }
# source-hash: a8a5ef5ea45e
cond-is-player = jesteś { FORM($who, case: "ins") }
    .negated = nie jesteś { FORM($who, case: "ins") }

## Wielkości

# source-hash: 9247f1d97178
quantity-level =
    { $case ->
        [bare] { -level }
        [gen-bare] { -level(case: "gen-pl") }
       *[nom] twój { -level }
    }
    .gender = masc
# source-hash: 3fcf863d745b
quantity-monster-level =
    { $case ->
        [gen-bare] { -level(case: "gen-pl") } potwora
       *[other] { -level } potwora
    }
    .gender = masc
# source-hash: 0c9779941c02
quantity-hand-size =
    { $case ->
        [bare] liczba kart na ręce
        [gen-bare] kart na ręce
       *[nom] liczba kart na twojej ręce
    }
    .gender = fem
# source-hash: 98eb0b496efe
quantity-roll =
    { $case ->
        [gen-bare] oczek na kostce
       *[other] wynik rzutu
    }
    .gender = masc
# source-hash: 70b44f9f8847
quantity-items =
    { $case ->
        [bare] liczba { -item(case: "gen-pl") }
        [gen-bare] { -item(case: "gen-pl") }
       *[nom] liczba twoich { -item(case: "gen-pl") }
    }
    .gender = fem
# source-hash: 371c11bb9db5
quantity-monsters =
    { $case ->
        [gen-bare] potworów w walce
       *[other] liczba potworów w walce
    }
    .gender = fem
# source-hash: c2e31ee22a23
quantity-rule-hand-limit =
    { $case ->
        [bare] limit kart na ręce
        [gen-bare] kart na ręce
       *[nom] twój limit kart na ręce
    }
    .gender = masc
# source-hash: 6e0ed449569f
quantity-rule-helpers =
    { $case ->
        [gen-bare] pomocników
       *[other] liczba dozwolonych pomocników
    }
    .gender = fem
# source-hash: 020979237784
quantity-rule-big-items =
    { $case ->
        [bare] limit { -big-item(case: "gen-pl") }
        [gen-bare] { -big-item(case: "gen-pl") }
       *[nom] twój limit { -big-item(case: "gen-pl") }
    }
    .gender = masc
# source-hash: c831503bf478
quantity-rule-kill-levels =
    { $case ->
        [gen-bare] { -level(case: "gen-pl") } za zwycięstwo
       *[other] liczba { -level(case: "gen-pl") } za zwycięstwo
    }
    .gender = fem
# source-hash: 88088f5e44ed
quantity-rule-kill-treasures =
    { $case ->
        [gen-bare] { -treasure(case: "gen-pl") } za zwycięstwo
       *[other] liczba { -treasure(case: "gen-pl") } za zwycięstwo
    }
    .gender = fem
# source-hash: b393a89e85fb
quantity-rule-escape-roll =
    { $case ->
        [gen-bare] oczek potrzebnych do { -run-away(case: "gen") }
       *[other] rzut potrzebny do { -run-away(case: "gen") }
    }
    .gender = masc
# source-hash: 619fca025930
quantity-rule-headgear-slots =
    { $case ->
        [gen-bare] miejsc na { -headgear(case: "acc") }
       *[other] liczba miejsc na { -headgear(case: "acc") }
    }
    .gender = fem
# source-hash: f73ac9e9dd27
quantity-rule-armor-slots =
    { $case ->
        [gen-bare] miejsc na { -armor(case: "acc") }
       *[other] liczba miejsc na { -armor(case: "acc") }
    }
    .gender = fem
# source-hash: 10481ede15a1
quantity-rule-footgear-slots =
    { $case ->
        [gen-bare] miejsc na { -footgear(case: "acc") }
       *[other] liczba miejsc na { -footgear(case: "acc") }
    }
    .gender = fem
# source-hash: 8324ce094223
quantity-rule-hands =
    { $case ->
        [gen-bare] rąk na { -item(case: "acc-pl") }
       *[other] liczba rąk na { -item(case: "acc-pl") }
    }
    .gender = fem
# source-hash: 3b2ae02217bc
quantity-strength =
    { $case ->
        [bare] siła bojowa
        [gen-bare] siły bojowej
       *[nom] twoja siła bojowa
    }
    .gender = fem
# source-hash: 309dff944123
quantity-count =
    { $case ->
        [gen-bare] { FORM($cards, case: "gen") }
       *[other] liczba { FORM($cards, case: "gen") }
    }
    .gender = fem
# source-hash: 8de209cbbdca
quantity-count-players =
    { $case ->
        [gen-bare]
            { $who-key ->
                [another] innych graczy
                [any] graczy
               *[other] { FORM($who, case: "gen") }
            }
       *[other]
            liczba { $who-key ->
                [another] innych graczy
                [any] graczy
               *[other] { FORM($who, case: "gen") }
            }
    }
    .gender = fem
# source-hash: c0a43d18d4b3
quantity-of =
    { $case ->
        [gen-bare] { FORM($q, case: "gen-bare") } { FORM($who, case: "gen") }
       *[other] { FORM($q, case: "bare") } { FORM($who, case: "gen") }
    }
    .gender = { GENDER($q) }

## Efekty (.target: na cel; .if: z własnym warunkiem; .floor, .ceiling: z granicą)

# source-hash: d3eb15d36f88
effect-strength = { $n-signed } w walce
    .target = { $n-signed } dla { FORM($target, case: "gen") }
    .floor = { $n-signed } w walce, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } w walce, ale nie więcej niż { $ceiling }
    .floor-target = { $n-signed } dla { FORM($target, case: "gen") }, ale nie mniej niż { $floor }
    .ceiling-target = { $n-signed } dla { FORM($target, case: "gen") }, ale nie więcej niż { $ceiling }
# source-hash: cbf90baae7e9
effect-treasure-bonus =
    o { $n-abs } { $n-abs ->
        [one] { -treasure(case: "acc") }
        [few] { -treasure(case: "nom-pl") }
        [other] { -treasure(case: "gen") }
       *[many] { -treasure(case: "gen-pl") }
    } { $n-sign ->
        [minus] mniej
       *[other] więcej
    }
# source-hash: eba7ef1d873f
effect-escape-bonus = { $n-signed } do { -run-away(case: "gen") }
    .target = { $n-signed } do { -run-away(case: "gen") } dla { FORM($target, case: "gen") }
# source-hash: bb4a6c6dea0f
effect-auto-escape = automatycznie uciekasz
    .target =
        { $target-key ->
            [all-monsters] automatycznie uciekasz wszystkim potworom
            [one-monster] automatycznie uciekasz jednemu potworowi
            [monster] automatycznie uciekasz potworowi
           *[other]
                { $target } automatycznie { GENDER($target) ->
                    [plur] uciekają
                   *[other] ucieka
                }
        }
# source-hash: 976c3bf7e186
effect-no-pursuit = { $card } cię nie ściga
# source-hash: b39abc31679d
effect-no-escape = nikt nie może uciec
# source-hash: b23217e4ddde
effect-lose-levels =
    strać { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
        [other] { -level(case: "gen") }
       *[many] { -level(case: "gen-pl") }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] tracą
           *[other] traci
        } { $n } { $n ->
            [one] { -level(case: "acc") }
            [few] { -level(case: "nom-pl") }
            [other] { -level(case: "gen") }
           *[many] { -level(case: "gen-pl") }
        }
# source-hash: 225bb8b98720
effect-gain-levels =
    awansuj o { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
        [other] { -level(case: "gen") }
       *[many] { -level(case: "gen-pl") }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] awansują
           *[other] awansuje
        } o { $n } { $n ->
            [one] { -level(case: "acc") }
            [few] { -level(case: "nom-pl") }
            [other] { -level(case: "gen") }
           *[many] { -level(case: "gen-pl") }
        }
# source-hash: 3d1582e16a53
effect-lose-gear =
    strać { $what-key ->
        [item] jeden { -item(case: "acc") }
        [items] wszystkie swoje { -item(case: "nom-pl") }
        [hand-item] jeden { -item(case: "acc") }, który trzymasz w rękach
        [hand] całą rękę
       *[other] { FORM($what, case: "acc") }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] tracą
           *[other] traci
        } { $what-key ->
            [item] jeden { -item(case: "acc") }
            [items] wszystkie swoje { -item(case: "nom-pl") }
            [hand-item] jeden { -item(case: "acc") } z rąk
            [hand] całą rękę
           *[other] { FORM($what, case: "acc") }
        }
# source-hash: 868502bc773a
effect-lose-cards =
    odrzuć z ręki { $n } { $n ->
        [one] kartę
        [few] karty
        [other] karty
       *[many] kart
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] odrzucają
           *[other] odrzuca
        } z ręki { $n } { $n ->
            [one] kartę
            [few] karty
            [other] karty
           *[many] kart
        }
# source-hash: 68a410eec49d
effect-die = giniesz
    .target =
        { $target } { GENDER($target) ->
            [plur] giną
           *[other] ginie
        }
# source-hash: c7ef80271ad6
effect-draw-doors =
    dobierz w ciemno { $n } { $n ->
        [one] kartę
        [few] karty
        [other] karty
       *[many] kart
    } { -door(case: "gen") }
    .target =
        { $target } { GENDER($target) ->
            [plur] dobierają
           *[other] dobiera
        } w ciemno { $n } { $n ->
            [one] kartę
            [few] karty
            [other] karty
           *[many] kart
        } { -door(case: "gen") }
# source-hash: 7ed6f0c6864e
effect-draw-treasures =
    dobierz w ciemno { $n } { $n ->
        [one] kartę
        [few] karty
        [other] karty
       *[many] kart
    } { -treasure(case: "gen-pl") }
    .target =
        { $target } { GENDER($target) ->
            [plur] dobierają
           *[other] dobiera
        } w ciemno { $n } { $n ->
            [one] kartę
            [few] karty
            [other] karty
           *[many] kart
        } { -treasure(case: "gen-pl") }
# source-hash: 5c88efcefcfe
effect-wins-ties = wygrywasz przy remisie
# source-hash: 714de919ae73
effect-hand-limit = twój limit kart na ręce wynosi { $n }
    .target = limit kart na ręce { FORM($target, case: "gen") } wynosi { $n }
# source-hash: 2937ceff235d
effect-unlimited-big = możesz nosić dowolną liczbę { -big-item(case: "gen-pl") }
# source-hash: a3e656fc7c21
effect-steal-items =
    ukradnij { $n } { $n ->
        [one] { -item(case: "acc") }
        [few] { -item(case: "nom-pl") }
        [other] { -item(case: "gen") }
       *[many] { -item(case: "gen-pl") }
    }
    .target =
        ukradnij { FORM($target, case: "dat") } { $n } { $n ->
            [one] { -item(case: "acc") }
            [few] { -item(case: "nom-pl") }
            [other] { -item(case: "gen") }
           *[many] { -item(case: "gen-pl") }
        }
# source-hash: c82e0b0ed2d6
effect-add-monster =
    dodaj do walki { $n } { $n ->
        [one] potwora
        [few] potwory
        [other] potwora
       *[many] potworów
    }
    .target =
        dodaj do walki { $n } { $n ->
            [one] potwora
            [few] potwory
            [other] potwora
           *[many] potworów
        } z { FORM($target, case: "gen") }
# source-hash: d9e54039ae56
effect-add-tagged-monster =
    dodaj do walki z ręki { $n ->
        [one]
            { GENDER($tag) ->
                [fem] jedną
                [neut] jedno
               *[masc]
                    { ANIMACY($tag) ->
                        [anim] jednego
                       *[inan] jeden
                    }
            } { FORM($tag, case: "acc") }
        [few] { $n } potwory typu „{ $tag }”
        [other] { $n } potwora typu „{ $tag }”
       *[many] { $n } potworów typu „{ $tag }”
    }
# source-hash: e0ea50cc4459
effect-copy-monster = do walki dołącza kopia potwora ze wszystkimi jego wzmocnieniami
# source-hash: 3a602e0f82fc
effect-extra-slot =
    możesz mieć jeszcze { $what-key ->
        [style] jeden { FORM($what, case: "acc") }
       *[other] jedną { FORM($what, case: "acc") }
    }
# source-hash: 0ee31c7d3c29
effect-win-game = wygrywasz grę
# source-hash: 42f9ff611317
effect-usable = można używać
    .if = można używać tylko wtedy, gdy { $condition }
# source-hash: 346eee91b26d
effect-free-help = możesz pomagać bez łapówki
# source-hash: 02285b7d6799
effect-change-gender = zmień płeć
    .target =
        { $target } { GENDER($target) ->
            [plur] zmieniają
           *[other] zmienia
        } płeć
# source-hash: 5022e19f5c4e
effect-monster-flees = potwór opuszcza walkę (bez zwycięstwa i bez { -treasure(case: "gen-pl") })
    .target =
        { $target } { GENDER($target) ->
            [plur] opuszczają
           *[other] opuszcza
        } walkę (bez zwycięstwa i bez { -treasure(case: "gen-pl") })
# source-hash: 296eabf072b9
effect-level-bonus-only = dany potworowi, liczy się tylko jego premia
# source-hash: 733f84a3b44d
effect-move-take = weź na rękę { FORM($cards, case: "acc") }
# source-hash: 0d0f2c7fd213
effect-move-discard = odrzuć { FORM($cards, case: "acc") }
# source-hash: 7caee1aa8674
effect-move-give = daj { FORM($who, case: "dat") } { FORM($cards, case: "acc") }
# source-hash: ae372f482d72
effect-move-steal = ukradnij { FORM($cards, case: "acc") }
# source-hash: ae83d12cfa80
effect-move-return = zwróć { FORM($cards, case: "acc") } właścicielowi
# source-hash: ea421bfc8080
effect-cancel = anuluj ją (nie działa, a obie karty idą na stos odrzuconych)
# source-hash: faecd8124764
effect-waive = zignoruj jedno ograniczenie { FORM($cards, case: "gen") }

## Liczby zasad

# source-hash: 137433ff6f9a
effect-set-helpers =
    { $n ->
        [0] nikt nie może pomagać w walce
        [one] w walce może pomagać { $n } gracz
        [few] w walce mogą pomagać { $n } gracze
        [other] w walce może pomagać { $n } gracza
       *[many] w walce może pomagać { $n } graczy
    }
    .target =
        { $n ->
            [0] nikt nie może pomagać { FORM($target, case: "dat") } w walce
           *[other]
                { FORM($target, case: "dat") } w walce { $n ->
                    [one] może pomagać { $n } gracz
                    [few] mogą pomagać { $n } gracze
                    [other] może pomagać { $n } gracza
                   *[many] może pomagać { $n } graczy
                }
        }
# source-hash: 07ac642da08e
effect-change-helpers = { $n-signed } do liczby dozwolonych pomocników
    .floor = { $n-signed } do liczby dozwolonych pomocników, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do liczby dozwolonych pomocników, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do liczby pomocników dozwolonych dla { FORM($target, case: "gen") }
# source-hash: eecc4d6e9077
effect-set-big-items = twój limit { -big-item(case: "gen-pl") } wynosi { $n }
    .target = limit { -big-item(case: "gen-pl") } { FORM($target, case: "gen") } wynosi { $n }
# source-hash: c4251d47cfb4
effect-change-big-items = { $n-signed } do twojego limitu { -big-item(case: "gen-pl") }
    .floor = { $n-signed } do twojego limitu { -big-item(case: "gen-pl") }, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do twojego limitu { -big-item(case: "gen-pl") }, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do limitu { -big-item(case: "gen-pl") } { FORM($target, case: "gen") }
# source-hash: e7a789a5932a
effect-set-kill-levels =
    zwycięstwo daje { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
        [other] { -level(case: "gen") }
       *[many] { -level(case: "gen-pl") }
    }
    .target =
        zwycięstwo daje { FORM($target, case: "dat") } { $n } { $n ->
            [one] { -level(case: "acc") }
            [few] { -level(case: "nom-pl") }
            [other] { -level(case: "gen") }
           *[many] { -level(case: "gen-pl") }
        }
# source-hash: f926d0cbbbc6
effect-change-kill-levels = { $n-signed } do { -level(case: "gen-pl") } za zwycięstwo
    .floor = { $n-signed } do { -level(case: "gen-pl") } za zwycięstwo, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do { -level(case: "gen-pl") } za zwycięstwo, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do { -level(case: "gen-pl") } za zwycięstwo dla { FORM($target, case: "gen") }
# source-hash: 4aa44260667a
effect-set-kill-treasures =
    zwycięstwo daje { $n } { $n ->
        [one] { -treasure(case: "acc") }
        [few] { -treasure(case: "nom-pl") }
        [other] { -treasure(case: "gen") }
       *[many] { -treasure(case: "gen-pl") }
    }
    .target =
        zwycięstwo daje { FORM($target, case: "dat") } { $n } { $n ->
            [one] { -treasure(case: "acc") }
            [few] { -treasure(case: "nom-pl") }
            [other] { -treasure(case: "gen") }
           *[many] { -treasure(case: "gen-pl") }
        }
# source-hash: e429b99bba06
effect-change-kill-treasures = { $n-signed } do { -treasure(case: "gen-pl") } za zwycięstwo
    .floor = { $n-signed } do { -treasure(case: "gen-pl") } za zwycięstwo, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do { -treasure(case: "gen-pl") } za zwycięstwo, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do { -treasure(case: "gen-pl") } za zwycięstwo dla { FORM($target, case: "gen") }
# source-hash: 5a2546b6f7ac
effect-set-escape-roll = uciekasz, jeśli wyrzucisz { $n } lub więcej
    .target =
        { $target } { GENDER($target) ->
            [plur] uciekają
           *[other] ucieka
        }, jeśli wyrzuci { $n } lub więcej
# source-hash: 6a2437c4809e
effect-change-escape-roll = { $n-signed } do rzutu potrzebnego do { -run-away(case: "gen") }
    .floor = { $n-signed } do rzutu potrzebnego do { -run-away(case: "gen") }, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do rzutu potrzebnego do { -run-away(case: "gen") }, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do rzutu potrzebnego { FORM($target, case: "dat") } do { -run-away(case: "gen") }
# source-hash: d139a4a2bfb2
effect-set-headgear-slots = możesz nosić { $n } { -headgear(case: "acc") }
    .target = { $target } może nosić { $n } { -headgear(case: "acc") }
# source-hash: c47aaab02db1
effect-change-headgear-slots = { $n-signed } do liczby { -headgear(case: "gen") }, które możesz nosić
    .floor = { $n-signed } do liczby { -headgear(case: "gen") }, które możesz nosić, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do liczby { -headgear(case: "gen") }, które możesz nosić, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do liczby { -headgear(case: "gen") }, które może nosić { $target }
# source-hash: bb8ae5091401
effect-set-armor-slots = możesz nosić { $n } { -armor(case: "acc") }
    .target = { $target } może nosić { $n } { -armor(case: "acc") }
# source-hash: 0eebb16d7748
effect-change-armor-slots = { $n-signed } do liczby { -armor(case: "gen") }, które możesz nosić
    .floor = { $n-signed } do liczby { -armor(case: "gen") }, które możesz nosić, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do liczby { -armor(case: "gen") }, które możesz nosić, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do liczby { -armor(case: "gen") }, które może nosić { $target }
# source-hash: 4174fdc815ce
effect-set-footgear-slots = możesz nosić { $n } { -footgear(case: "acc") }
    .target = { $target } może nosić { $n } { -footgear(case: "acc") }
# source-hash: e3f011e6c10a
effect-change-footgear-slots = { $n-signed } do liczby { -footgear(case: "gen") }, które możesz nosić
    .floor = { $n-signed } do liczby { -footgear(case: "gen") }, które możesz nosić, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do liczby { -footgear(case: "gen") }, które możesz nosić, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do liczby { -footgear(case: "gen") }, które może nosić { $target }
# source-hash: e54eab52177d
effect-set-hands =
    masz { $n } { $n ->
        [one] rękę
        [few] ręce
        [other] ręki
       *[many] rąk
    } na { -item(case: "acc-pl") }
    .target =
        { $target } { GENDER($target) ->
            [plur] mają
           *[other] ma
        } { $n } { $n ->
            [one] rękę
            [few] ręce
            [other] ręki
           *[many] rąk
        } na { -item(case: "acc-pl") }
# source-hash: 59531ac2f303
effect-change-hands = { $n-signed } do liczby twoich rąk na { -item(case: "acc-pl") }
    .floor = { $n-signed } do liczby twoich rąk na { -item(case: "acc-pl") }, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do liczby twoich rąk na { -item(case: "acc-pl") }, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do liczby rąk na { -item(case: "acc-pl") } { FORM($target, case: "gen") }
# source-hash: 634e29e85144
effect-change-hand-limit = { $n-signed } do twojego limitu kart na ręce
    .floor = { $n-signed } do twojego limitu kart na ręce, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do twojego limitu kart na ręce, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do limitu kart na ręce { FORM($target, case: "gen") }
    .floor-target = { $n-signed } do limitu kart na ręce { FORM($target, case: "gen") }, ale nie mniej niż { $floor }
    .ceiling-target = { $n-signed } do limitu kart na ręce { FORM($target, case: "gen") }, ale nie więcej niż { $ceiling }

## Koszty (płacone przed efektami)

# source-hash: 17153accdfa7
cost-discard-cards =
    odrzuć { $n } { $n ->
        [one] kartę
        [few] karty
        [other] karty
       *[many] kart
    }
# source-hash: cad4f0582001
cost-discard-up-to =
    odrzuć do { $n } { $n ->
        [one] karty
        [few] kart
        [other] karty
       *[many] kart
    }
# source-hash: 41ffc747d67f
cost-discard-hand = odrzuć całą rękę
# source-hash: 4b72b0431441
cost-discard-items =
    odrzuć { $n } { $n ->
        [one] noszony { -item(case: "acc") }
        [few] noszone { -item(case: "nom-pl") }
        [other] noszonego { -item(case: "gen") }
       *[many] noszonych { -item(case: "gen-pl") }
    }
# source-hash: 320135fe9eed
cost-discard-self = poświęć { FORM($card, case: "acc") }
# source-hash: 848d7dc6c83f
cost-discard-level-card =
    odrzuć { $n } { $n ->
        [one] kartę
        [few] karty
        [other] karty
       *[many] kart
    } „{ -kind-go-up-a-level }”

## Cele

# source-hash: 8c49a33c1857
target-self =
    { $case ->
        [gen] ciebie
        [dat] tobie
        [acc] ciebie
        [ins] tobą
        [loc] tobie
       *[nom] ty
    }
# source-hash: 734030566557
target-player =
    { $case ->
        [gen] walczącego gracza
        [dat] walczącemu graczowi
        [acc] walczącego gracza
        [ins] walczącym graczem
        [loc] walczącym graczu
       *[nom] walczący gracz
    }
    .gender = masc
# source-hash: 8a3ed1f4d70a
target-victim =
    { $case ->
        [gen] ofiary
        [dat] ofierze
        [acc] ofiarę
        [ins] ofiarą
        [loc] ofierze
       *[nom] ofiara
    }
    .gender = fem
# source-hash: abc3a2f96a9f
target-monster =
    { $case ->
        [gen] potwora
        [dat] potworowi
        [acc] potwora
        [ins] potworem
        [loc] potworze
       *[nom] potwór
    }
    .gender = masc
# source-hash: 2a8b83e8f0d0
target-one-monster =
    { $case ->
        [gen] jednego potwora
        [dat] jednemu potworowi
        [acc] jednego potwora
        [ins] jednym potworem
        [loc] jednym potworze
       *[nom] jeden potwór
    }
    .gender = masc
# source-hash: bb3a539bdcc8
target-all-monsters =
    { $case ->
        [gen] wszystkich potworów
        [dat] wszystkim potworom
        [acc] wszystkie potwory
        [ins] wszystkimi potworami
        [loc] wszystkich potworach
       *[nom] wszystkie potwory
    }
    .gender = plur
# source-hash: b5c25ed33915
target-either-side =
    { $case ->
        [gen] dowolnej strony
        [dat] dowolnej stronie
        [acc] dowolną stronę
        [ins] dowolną stroną
        [loc] dowolnej stronie
       *[nom] dowolna strona
    }
    .gender = fem
# source-hash: ff5a53334c7a
target-any-player =
    { $case ->
        [gen] dowolnego gracza
        [dat] dowolnemu graczowi
        [acc] dowolnego gracza
        [ins] dowolnym graczem
        [loc] dowolnym graczu
       *[nom] dowolny gracz
    }
    .gender = masc
# source-hash: 0db8e8d89106
target-other-player =
    { $case ->
        [gen] innego gracza
        [dat] innemu graczowi
        [acc] innego gracza
        [ins] innym graczem
        [loc] innym graczu
       *[nom] inny gracz
    }
    .gender = masc
# source-hash: ddfa6d3bc180
target-each-player =
    { $case ->
        [gen] każdego gracza
        [dat] każdemu graczowi
        [acc] każdego gracza
        [ins] każdym graczem
        [loc] każdym graczu
       *[nom] każdy gracz
    }
    .gender = masc
# source-hash: cfddc15b12a9
target-helper =
    { $case ->
        [gen] twojego pomocnika
        [dat] twojemu pomocnikowi
        [acc] twojego pomocnika
        [ins] twoim pomocnikiem
        [loc] twoim pomocniku
       *[nom] twój pomocnik
    }
    .gender = masc
# source-hash: 20411b337c60
target-hand =
    { $case ->
        [gen] twojej ręki
        [dat] twojej ręce
        [acc] twoją rękę
        [ins] twoją ręką
        [loc] twojej ręce
       *[nom] twoja ręka
    }
    .gender = fem
# source-hash: f59785732b19
target-selected =
    { $case ->
        [gen] { FORM($who, case: "gen") }
        [dat] { FORM($who, case: "dat") }
        [acc] { FORM($who, case: "acc") }
        [ins] { FORM($who, case: "ins") }
        [loc] { FORM($who, case: "loc") }
       *[nom] { $who }
    }
    .gender = { GENDER($who) }

## Co się liczy („za każdy”: biernik)

# source-hash: aac00de5e27b
counter-discarded-card =
    { $case ->
        [acc] każdą odrzuconą kartę
       *[nom] każda odrzucona karta
    }
# source-hash: 4da1bc6d134e
counter-tagged-monster =
    { $case ->
        [acc]
            { GENDER($tag) ->
                [fem] każdą
                [neut] każde
               *[masc]
                    { ANIMACY($tag) ->
                        [anim] każdego
                       *[inan] każdy
                    }
            } { FORM($tag, case: "acc") } w walce
       *[nom]
            { GENDER($tag) ->
                [fem] każda
                [neut] każde
               *[masc] każdy
            } { $tag } w walce
    }
# source-hash: 6dbbb3963d31
counter-monster-in-combat =
    { $case ->
        [acc] każdego potwora w walce
       *[nom] każdy potwór w walce
    }
# source-hash: ab460b76e00d
counter-item-carried =
    { $case ->
        [acc] każdy { -item(case: "acc") }, który nosisz
       *[nom] każdy { -item }, który nosisz
    }
# source-hash: 8e47c0a563f2
counter-player-helping =
    { $case ->
        [acc] każdego pomagającego gracza
       *[nom] każdy pomagający gracz
    }
# source-hash: 876d1a5ead8a
counter-count-cards =
    { $case ->
        [acc] każdą spośród { FORM($cards, case: "gen") }
       *[nom] każda spośród { FORM($cards, case: "gen") }
    }
# source-hash: f2ff8993914b
counter-count-players =
    { $case ->
        [acc]
            { $who-key ->
                [another] każdego innego gracza
                [any] każdego gracza
               *[other] każdego spośród { FORM($who, case: "gen") }
            }
       *[nom]
            { $who-key ->
                [another] każdy inny gracz
                [any] każdy gracz
               *[other] każdy spośród { FORM($who, case: "gen") }
            }
    }
# source-hash: c407bcfba8ff
counter-each-player =
    { $case ->
        [acc] każdego gracza
       *[nom] każdy gracz
    }
# source-hash: cd35f234f1f5
counter-each-combatant =
    { $case ->
        [acc] każdego gracza w walce
       *[nom] każdy gracz w walce
    }

## Czas trwania

# source-hash: 28aacd0a0a1d
duration-end-of-combat = do końca walki
# source-hash: a72425d5741f
duration-end-of-next-combat = do końca twojej następnej walki
# source-hash: 706750540f5b
duration-end-of-turn = do końca tury
# source-hash: a2663954e88e
duration-end-of-next-turn = do końca twojej następnej tury
# source-hash: 92ca1acc5cfd
duration-death = , dopóki nie zginiesz
# source-hash: f161d4965ab5
duration-next-kill = do twojego następnego zwycięstwa nad potworem
# source-hash: 84f2c3435daa
duration-next-death = do twojej następnej śmierci
# source-hash: a832f01a18a0
duration-next-won-combat = , dopóki znów nie wygrasz walki
# source-hash: d09beff16c40
duration-next-lost-combat = , dopóki znów nie przegrasz walki
# source-hash: ed9011784304
duration-next-level-gained = , dopóki znów nie awansujesz o { -level(case: "acc") }
# source-hash: 0759897cf0ca
duration-next-card-played = , dopóki znów nie zagrasz karty
# source-hash: 83a7b817a862
duration-next-turn-started = do początku twojej następnej tury
# source-hash: 9edb4a7507b6
duration-next-item-lost = , dopóki znów nie stracisz { -item(case: "gen") }
# source-hash: c0821a12d77e
duration-next-slot-lost = , dopóki nie stracisz { FORM($slot, case: "gen") }

## Kto wybiera

# source-hash: c43e7fe136f2
chooser-victim = ofiara wybiera
# source-hash: 7b2530aebffa
chooser-self = ty wybierasz
# source-hash: 1828a1f6d850
chooser-player = walczący gracz wybiera

## Wybór graczy

# source-hash: 617a6dab1ea3
selector-you =
    { $case ->
        [gen] ciebie
        [dat] tobie
        [acc] ciebie
        [ins] tobą
        [loc] tobie
       *[nom] ty
    }
# source-hash: 3a5e04bc0121
selector-victim =
    { $case ->
        [gen] ofiary
        [dat] ofierze
        [acc] ofiarę
        [ins] ofiarą
        [loc] ofierze
       *[nom] ofiara
    }
    .gender = fem
# source-hash: f94618dd1529
selector-fighter =
    { $case ->
        [gen] walczącego gracza
        [dat] walczącemu graczowi
        [acc] walczącego gracza
        [ins] walczącym graczem
        [loc] walczącym graczu
       *[nom] walczący gracz
    }
    .gender = masc
# source-hash: d46ef8412842
selector-helper =
    { $case ->
        [gen] pomocnika
        [dat] pomocnikowi
        [acc] pomocnika
        [ins] pomocnikiem
        [loc] pomocniku
       *[nom] pomocnik
    }
    .gender = masc
# source-hash: f9b4db231c5b
selector-combatants =
    { $case ->
        [gen] graczy w walce
        [dat] graczom w walce
        [acc] graczy w walce
        [ins] graczami w walce
        [loc] graczach w walce
       *[nom] gracze w walce
    }
    .gender = plur
# source-hash: a6c885e41d87
selector-combatant-other =
    { $case ->
        [gen] jednego z graczy w walce oprócz ciebie
        [dat] jednemu z graczy w walce oprócz ciebie
        [acc] jednego z graczy w walce oprócz ciebie
        [ins] jednym z graczy w walce oprócz ciebie
        [loc] jednym z graczy w walce oprócz ciebie
       *[nom] jeden z graczy w walce oprócz ciebie
    }
    .gender = masc
# source-hash: bcbf8a6232d2
selector-another =
    { $case ->
        [gen] innego gracza
        [dat] innemu graczowi
        [acc] innego gracza
        [ins] innym graczem
        [loc] innym graczu
       *[nom] inny gracz
    }
    .gender = masc
# source-hash: 0ef11e7a98e6
selector-any =
    { $case ->
        [gen] dowolnego gracza
        [dat] dowolnemu graczowi
        [acc] dowolnego gracza
        [ins] dowolnym graczem
        [loc] dowolnym graczu
       *[nom] dowolny gracz
    }
    .gender = masc
# source-hash: 71bc4d8b5c51
selector-others =
    { $case ->
        [gen] każdego innego gracza
        [dat] każdemu innemu graczowi
        [acc] każdego innego gracza
        [ins] każdym innym graczem
        [loc] każdym innym graczu
       *[nom] każdy inny gracz
    }
    .gender = masc
# source-hash: fd845743cd36
selector-everyone =
    { $case ->
        [gen] każdego gracza
        [dat] każdemu graczowi
        [acc] każdego gracza
        [ins] każdym graczem
        [loc] każdym graczu
       *[nom] każdy gracz
    }
    .gender = masc
# source-hash: 58ded1947547
selector-extreme =
    { $case ->
        [gen] gracza
        [dat] graczowi
        [acc] gracza
        [ins] graczem
        [loc] graczu
       *[nom] gracz
    }, który ma { $which-key ->
        [lowest]
            { GENDER($q) ->
                [fem] najniższą
                [neut] najniższe
               *[masc] najniższy
            }
       *[highest]
            { GENDER($q) ->
                [fem] najwyższą
                [neut] najwyższe
               *[masc] najwyższy
            }
    } { FORM($q, case: "bare") }
    .gender = masc
# source-hash: 8e03c6f450a7
selector-extreme-all =
    { $case ->
        [gen] graczy
        [dat] graczom
        [acc] graczy
        [ins] graczami
        [loc] graczach
       *[nom] gracze
    }, którzy mają { $which-key ->
        [lowest]
            { GENDER($q) ->
                [fem] najniższą
                [neut] najniższe
               *[masc] najniższy
            }
       *[highest]
            { GENDER($q) ->
                [fem] najwyższą
                [neut] najwyższe
               *[masc] najwyższy
            }
    } { FORM($q, case: "bare") }
    .gender = plur
# source-hash: f4ce676b5601
selector-extreme-other =
    { $case ->
        [gen] innego gracza
        [dat] innemu graczowi
        [acc] innego gracza
        [ins] innym graczem
        [loc] innym graczu
       *[nom] inny gracz
    }, który ma { $which-key ->
        [lowest]
            { GENDER($q) ->
                [fem] najniższą
                [neut] najniższe
               *[masc] najniższy
            }
       *[highest]
            { GENDER($q) ->
                [fem] najwyższą
                [neut] najwyższe
               *[masc] najwyższy
            }
    } { FORM($q, case: "bare") }
    .gender = masc
# source-hash: c1056c13c7fb
selector-extreme-level =
    { $case ->
        [gen] gracza
        [dat] graczowi
        [acc] gracza
        [ins] graczem
        [loc] graczu
       *[nom] gracz
    } z { $which-key ->
        [lowest] najniższym
        [lowest-level] najniższym
       *[other] najwyższym
    } { -level(case: "ins") }
    .gender = masc
# source-hash: b0b1d4e6a7fb
selector-extreme-level-other =
    { $case ->
        [gen] innego gracza
        [dat] innemu graczowi
        [acc] innego gracza
        [ins] innym graczem
        [loc] innym graczu
       *[nom] inny gracz
    } z { $which-key ->
        [lowest] najniższym
        [lowest-level] najniższym
       *[other] najwyższym
    } { -level(case: "ins") }
    .gender = masc

## Wybór kart (formy: nom, gen, dat, acc)

# source-hash: 3c4999e1e032
card-selector-all =
    { $case ->
        [gen] { FORM($what, case: "gen-pl") } { $where }
        [dat] { FORM($what, case: "dat-pl") } { $where }
        [acc] { FORM($what, case: "acc-pl") } { $where }
       *[nom] { FORM($what, case: "nom-pl") } { $where }
    }
    .gender = plur
# source-hash: 567c892fd7c7
card-selector-one =
    { $case ->
        [gen] { FORM($what, case: "gen") } { $where }
        [dat] { FORM($what, case: "dat") } { $where }
        [acc] { FORM($what, case: "acc") } { $where }
       *[nom] { $what } { $where }
    }
    .gender = { GENDER($what) }
# source-hash: b47ec12c3f9f
card-selector-a-kind =
    { $case ->
        [gen] { FORM($what, case: "gen") }
        [dat] { FORM($what, case: "dat") }
        [acc] { FORM($what, case: "acc") }
       *[nom] { $what }
    }
    .gender = { GENDER($what) }
# source-hash: 08e673e6251d
card-selector-some =
    { $n } { $n ->
        [one]
            { $case ->
                [gen] { FORM($what, case: "gen") }
                [dat] { FORM($what, case: "dat") }
                [acc] { FORM($what, case: "acc") }
               *[nom] { $what }
            }
        [few] { FORM($what, case: "nom-pl") }
        [other] { FORM($what, case: "gen") }
       *[many] { FORM($what, case: "gen-pl") }
    } { $where }
    .gender =
        { $n ->
            [one] { GENDER($what) }
            [few] plur
            [many] plur
           *[other] plur
        }
# source-hash: 7d463f66ac1c
card-selector-top-discard =
    { $case ->
        [gen] wierzchniej karty ze stosu odrzuconych kart { FORM($deck, case: "gen") }
        [dat] wierzchniej karcie ze stosu odrzuconych kart { FORM($deck, case: "gen") }
        [acc] wierzchnią kartę ze stosu odrzuconych kart { FORM($deck, case: "gen") }
       *[nom] wierzchnia karta ze stosu odrzuconych kart { FORM($deck, case: "gen") }
    }
    .gender = fem
# source-hash: 2b0e2cc6a084
card-selector-top-deck =
    { $case ->
        [gen] wierzchniej karty ze stosu { FORM($deck, case: "gen") }
        [dat] wierzchniej karcie ze stosu { FORM($deck, case: "gen") }
        [acc] wierzchnią kartę ze stosu { FORM($deck, case: "gen") }
       *[nom] wierzchnia karta ze stosu { FORM($deck, case: "gen") }
    }
    .gender = fem
# source-hash: b1b471eb78b3
card-selector-best =
    { $case ->
        [gen] twojego najlepszego { -item(case: "gen") }
        [dat] twojemu najlepszemu { -item(case: "dat") }
        [acc] twój najlepszy { -item(case: "acc") }
       *[nom] twój najlepszy { -item }
    }
    .gender = masc
# source-hash: 92c18134f860
card-selector-best-of =
    { $case ->
        [gen] najlepszego spośród { FORM($what, case: "gen-pl") } { $where }
        [dat] najlepszemu spośród { FORM($what, case: "gen-pl") } { $where }
       *[other] najlepszy spośród { FORM($what, case: "gen-pl") } { $where }
    }
    .gender = masc
# source-hash: f51063bde449
card-selector-yours =
    { $case ->
        [gen] twoich { FORM($what, case: "gen-pl") }
        [dat] twoim { FORM($what, case: "dat-pl") }
        [acc] twoje { FORM($what, case: "acc-pl") }
       *[nom] twoje { FORM($what, case: "nom-pl") }
    }
    .gender = plur
# source-hash: 6eff432f8487
card-selector-it =
    { $case ->
        [gen] tej karty
        [dat] tej karcie
        [acc] tę kartę
       *[nom] ta karta
    }
    .gender = fem
# source-hash: 336574393dc0
card-selector-this =
    { $case ->
        [gen] tej karty
        [dat] tej karcie
        [acc] tę kartę
       *[nom] ta karta
    }
    .gender = fem

## Rodzaje kart, które nazywa wybór (liczba pojedyncza: nom, gen, dat, acc; mnoga: nom-pl, gen-pl, dat-pl, acc-pl)

# source-hash: c1270e933645
card-kind-card =
    { $case ->
        [gen] karty
        [dat] karcie
        [acc] kartę
        [nom-pl] karty
        [gen-pl] kart
        [dat-pl] kartom
        [acc-pl] karty
       *[nom] karta
    }
    .gender = fem
# source-hash: 48bf5377496c
card-kind-item =
    { $case ->
        [gen] { -item(case: "gen") }
        [dat] { -item(case: "dat") }
        [acc] { -item(case: "acc") }
        [nom-pl] { -item(case: "nom-pl") }
        [gen-pl] { -item(case: "gen-pl") }
        [dat-pl] { -item(case: "dat-pl") }
        [acc-pl] { -item(case: "acc-pl") }
       *[nom] { -item }
    }
    .gender = masc
# source-hash: 3851040b1708
card-kind-big-item =
    { $case ->
        [gen] { -big-item(case: "gen") }
        [dat] { -big-item(case: "dat") }
        [acc] { -big-item(case: "acc") }
        [nom-pl] { -big-item(case: "nom-pl") }
        [gen-pl] { -big-item(case: "gen-pl") }
        [dat-pl] { -big-item(case: "dat-pl") }
        [acc-pl] { -big-item(case: "nom-pl") }
       *[nom] { -big-item }
    }
    .gender = masc
# source-hash: a3df92c296ed
card-kind-item-bonus =
    { $case ->
        [gen] { -item(case: "gen") } z premią co najmniej { $n }
        [dat] { -item(case: "dat") } z premią co najmniej { $n }
        [acc] { -item(case: "acc") } z premią co najmniej { $n }
        [nom-pl] { -item(case: "nom-pl") } z premią co najmniej { $n }
        [gen-pl] { -item(case: "gen-pl") } z premią co najmniej { $n }
        [dat-pl] { -item(case: "dat-pl") } z premią co najmniej { $n }
        [acc-pl] { -item(case: "acc-pl") } z premią co najmniej { $n }
       *[nom] { -item } z premią co najmniej { $n }
    }
    .gender = masc
# source-hash: 6c4e98e66600
card-kind-slot =
    { $case ->
        [gen] { FORM($slot, case: "gen") }
        [dat] { FORM($slot, case: "dat") }
        [acc] { FORM($slot, case: "acc") }
        [nom-pl] { FORM($slot, case: "nom-pl") }
        [gen-pl] { FORM($slot, case: "gen-pl") }
        [dat-pl] { FORM($slot, case: "dat-pl") }
        [acc-pl] { FORM($slot, case: "nom-pl") }
       *[nom] { $slot }
    }
    .gender = { GENDER($slot) }
# source-hash: 0a5901a219e9
card-kind-tagged-card =
    { $case ->
        [gen] karty typu „{ $tag }”
        [dat] karcie typu „{ $tag }”
        [acc] kartę typu „{ $tag }”
        [nom-pl] karty typu „{ $tag }”
        [gen-pl] kart typu „{ $tag }”
        [dat-pl] kartom typu „{ $tag }”
        [acc-pl] karty typu „{ $tag }”
       *[nom] karta typu „{ $tag }”
    }
    .gender = fem
# source-hash: 264274135988
card-kind-tagged-item =
    { $case ->
        [gen] { -item(case: "gen") } typu „{ $tag }”
        [dat] { -item(case: "dat") } typu „{ $tag }”
        [acc] { -item(case: "acc") } typu „{ $tag }”
        [nom-pl] { -item(case: "nom-pl") } typu „{ $tag }”
        [gen-pl] { -item(case: "gen-pl") } typu „{ $tag }”
        [dat-pl] { -item(case: "dat-pl") } typu „{ $tag }”
        [acc-pl] { -item(case: "acc-pl") } typu „{ $tag }”
       *[nom] { -item } typu „{ $tag }”
    }
    .gender = masc
# source-hash: f10e15bbf5ad
card-kind-monster =
    { $case ->
        [gen] potwora
        [dat] potworowi
        [acc] potwora
        [nom-pl] potwory
        [gen-pl] potworów
        [dat-pl] potworom
        [acc-pl] potwory
       *[nom] potwór
    }
    .gender = masc
# source-hash: e848eccf5202
card-kind-tagged-monster =
    { $case ->
        [gen] { FORM($tag, case: "gen") }
        [dat] { FORM($tag, case: "dat") }
        [acc] { FORM($tag, case: "acc") }
        [nom-pl] potwory typu „{ $tag }”
        [gen-pl] potworów typu „{ $tag }”
        [dat-pl] potworom typu „{ $tag }”
        [acc-pl] potwory typu „{ $tag }”
       *[nom] { $tag }
    }
    .gender = { GENDER($tag) }
# source-hash: 8eded4bc7935
card-kind-kind =
    { $case ->
        [gen] karty „{ $kind }”
        [dat] karcie „{ $kind }”
        [acc] kartę „{ $kind }”
        [nom-pl] karty „{ $kind }”
        [gen-pl] kart „{ $kind }”
        [dat-pl] kartom „{ $kind }”
        [acc-pl] karty „{ $kind }”
       *[nom] karta „{ $kind }”
    }
    .gender = fem

## Gdzie leżą karty

# source-hash: b7e0e79e71b2
place-hand = z twojej ręki
# source-hash: 0be21dc5a97d
place-hand-of = z ręki { FORM($who, case: "gen") }
# source-hash: dd893574ce11
place-carried = z twojego ekwipunku
# source-hash: 1a1e13d7cf65
place-carried-by = z ekwipunku { FORM($who, case: "gen") }
# source-hash: c493b02cf072
place-equipped = spośród tego, co masz na sobie
# source-hash: 3e6d98a77d11
place-equipped-by = spośród tego, co ma na sobie { $who }
# source-hash: 1c2e7fde5a21
place-in-play = w grze
# source-hash: c49216301729
place-in-front-of = w grze przed { FORM($who, case: "ins") }
# source-hash: 55c279965441
place-discard-pile = ze stosu odrzuconych kart { FORM($deck, case: "gen") }
# source-hash: cb88a032c2f0
place-deck = ze stosu { FORM($deck, case: "gen") }
# source-hash: 7698bfd17dac
place-combat = w walce

## Jak składają się części zasady

# source-hash: 381300ce51ef
construct-ability = { $head }: { $effects }
# source-hash: 5bef4834a314
construct-ability-paid = { $head } { $costs }: { $effects }
    .conditional = { $head }, { $costs }: { $effects }
# source-hash: 141fa6022ac4
construct-paid = { $costs }: { $effects }
# source-hash: 0975c92d33cd
construct-window-if = { $window }, jeśli { $condition }
# source-hash: 996050b2af49
construct-if = jeśli { $condition }
# source-hash: 977d7989661d
construct-for-each = { $effect } za { FORM($counter, case: "acc") }
# source-hash: 064992191811
construct-lasting = { $effect } { $duration }
# source-hash: 54cba45f96e6
construct-effect-if = { $effect }, jeśli { $condition }
# source-hash: 823f89297d5a
construct-target = { $effect } ({ $target })
# source-hash: bd01a7654576
construct-not = nieprawda, że { $condition }
# source-hash: 80c8e4eb3000
construct-choice = { $chooser }: { $options }
# source-hash: 4501ffbb2555
construct-choice-free = wybierz jedno: { $options }
# source-hash: bdec7fe02fb3
construct-compare =
    { $quantity } { $op ->
        [lt] wynosi mniej niż { $n }
        [le] wynosi { $n } lub mniej
        [eq] wynosi { $n }
        [ne] nie wynosi { $n }
        [ge] wynosi { $n } lub więcej
       *[gt] wynosi więcej niż { $n }
    }
# source-hash: 486219daba9b
construct-compare-other =
    { $quantity } { $op ->
        [lt] wynosi mniej niż { $other }
        [le] wynosi nie więcej niż { $other }
        [eq] wynosi tyle samo co { $other }
        [ne] nie wynosi tyle samo co { $other }
        [ge] wynosi nie mniej niż { $other }
       *[gt] wynosi więcej niż { $other }
    }

## Field labels: how a face names a field it lists ("Base: ...")

# source-hash: 97a921581fbf
label-big = Duży
# source-hash: 42fc0aa03eec
label-bonus = Premia
# source-hash: ccbbe887888f
label-deck = Talia
# source-hash: cd406d8ef4b8
label-gold = Złoto
# source-hash: 1d2340eaff64
label-hands = Ręce
# source-hash: 8d15a7abe7c9
label-level = Poziom
# source-hash: fc2cd7194466
label-levels = Poziomy
# source-hash: 74591aecb1b6
label-slot = Miejsce
# source-hash: b087f10b7c98
label-treasures = Skarby

## Arkusze do druku: tytuły każdej strony (toolkit/render/sheets.py).
## Napisane przez zespół Deckwright: do przejrzenia przez tłumacza.

# source-hash: 6551e5b9592e
sheet-fronts = arkusz { $number }: przednie strony
# source-hash: cab565dbead2
sheet-backs =
    arkusz { $number }: tylne strony (drukuj dwustronnie, obracając wzdłuż { $edge ->
        [long] dłuższej
       *[short] krótszej
    } krawędzi)
# source-hash: 9eb895a3d45f
sheet-fold = arkusz { $number }: zegnij, sklej, wytnij
# source-hash: c0f89222cfbf
sheet-calibration-front = kalibracja druku dwustronnego: przód
# source-hash: 1bfb58074e2a
sheet-calibration-print = wydrukuj obie strony na jednym arkuszu, dwustronnie, w skali 100 %
# source-hash: 37d57f6bbee5
sheet-calibration-light = obejrzyj arkusz pod światło; odczytaj podziałki z tyłu
# source-hash: 250f3a868c63
sheet-calibration-back = kalibracja druku dwustronnego: tył
# source-hash: b1432ecd76cb
sheet-calibration-x = X w mm (+ przesuwa tylne strony w prawo)
# source-hash: 5f12c7b17e3b
sheet-calibration-y = Y w mm (+ przesuwa tylne strony w górę)
# source-hash: b877736ce5c1
sheet-calibration-offset = użyj --back-offset X,Y (ta strona: { $offset })
