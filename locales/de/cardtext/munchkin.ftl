### Regeltext der Karten der Munchkin-Familie: Deutsch.
### Verschachtelte Phrasen haben Formen nach $case: nom, acc, dat, gen; Mengen auch "bare" (ohne
### "dein"). Bedingungen stehen im Nebensatz (nach "wenn"): das Verb steht am Ende.


## Kartenarten

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

## Felder

# source-hash: 7bacc5d19075
field-level = { -level } { $value }
# source-hash: 69ba76a7395a
field-treasures =
    { $value ->
        [one] 1 { -treasure }
       *[other] { $value } { -treasure(case: "pl") }
    }
# source-hash: f51b689d815e
field-levels =
    { $value ->
        [one] bringt 1 { -level }
       *[other] bringt { $value } { -level(case: "pl") }
    }
# source-hash: b77800ff1698
field-gold =
    { $value ->
        [0] Wertlos
       *[other] { $value } Goldstücke
    }
# source-hash: 0c2cbc597b35
field-bonus = Bonus { $value-signed }
# source-hash: b5a54f2a5de2
field-slot = { $value }
# source-hash: 6f7bac286e2e
field-hands =
    { $value ->
        [one] 1 Hand
       *[other] { $value } Hände
    }
# source-hash: 9d72e925cf4b
field-big = Groß
# source-hash: 5d01f6bcef86
field-is = { $value }
# source-hash: 9e2f4a97e798
field-deck = { $value }karte
# source-hash: 413e1eae15cb
field-tags = { $value }

## Zeitpunkte

# source-hash: c017f0eceef3
window-any-time = Jederzeit
# source-hash: fafcc1b1e02a
window-your-turn = In deinem Zug
# source-hash: a8129a48e210
window-during-combat = Während eines Kampfes
# source-hash: a6781ab2be8e
window-outside-combat = Außerhalb eines Kampfes
# source-hash: ba21d001115a
window-when-played = Beim Ausspielen
# source-hash: d953d1677e18
window-bad-stuff = { -bad-stuff }
# source-hash: 830bd8e896ca
window-when-killed = Wenn du { FORM($card, case: "acc") } besiegst
# source-hash: 3101ce767f04
window-running-away = Wenn du wegläufst
# source-hash: 960c7df3540c
window-helped-kill = Wenn du einem anderen Spieler hilfst, ein Monster zu töten
# source-hash: 291e338750af
window-next-combat = Zu Beginn des nächsten Kampfes des Opfers
# source-hash: 95bfacacfa59
window-start-of-turn = Zu Beginn deines Zuges
# source-hash: 58c0dba24559
window-on-death = Wenn du stirbst
# source-hash: d30cbfeb2a7e
window-whenever-kill =
    Immer wenn { $who } ein Monster { $who-key ->
        [you] tötest
       *[other]
            { GENDER($who) ->
                [plur] töten
               *[other] tötet
            }
    }
# source-hash: f313484adcfe
window-whenever-death =
    Immer wenn { $who } { $who-key ->
        [you] stirbst
       *[other]
            { GENDER($who) ->
                [plur] sterben
               *[other] stirbt
            }
    }
# source-hash: 16f88316b1d7
window-whenever-won-combat =
    Immer wenn { $who } einen Kampf { $who-key ->
        [you] gewinnst
       *[other]
            { GENDER($who) ->
                [plur] gewinnen
               *[other] gewinnt
            }
    }
# source-hash: f8df13cf6e98
window-whenever-lost-combat =
    Immer wenn { $who } einen Kampf { $who-key ->
        [you] verlierst
       *[other]
            { GENDER($who) ->
                [plur] verlieren
               *[other] verliert
            }
    }
# source-hash: e0ca5bd8ada4
window-whenever-level-gained =
    Immer wenn { $who } eine { -level } { $who-key ->
        [you] aufsteigst
       *[other]
            { GENDER($who) ->
                [plur] aufsteigen
               *[other] aufsteigt
            }
    }
# source-hash: 72fe4abe2677
window-whenever-card-played =
    Immer wenn { $who } eine Karte { $who-key ->
        [you] ausspielst
       *[other]
            { GENDER($who) ->
                [plur] ausspielen
               *[other] ausspielt
            }
    }
# source-hash: 6dfb09f90a55
window-whenever-turn-started =
    Immer wenn { $who } einen Zug { $who-key ->
        [you] beginnst
       *[other]
            { GENDER($who) ->
                [plur] beginnen
               *[other] beginnt
            }
    }
# source-hash: a861732b2ab2
window-whenever-item-lost =
    Immer wenn { $who } einen { -item } { $who-key ->
        [you] verlierst
       *[other]
            { GENDER($who) ->
                [plur] verlieren
               *[other] verliert
            }
    }
# source-hash: f14a5cbd43e5
window-whenever-slot-lost =
    Immer wenn { $who } { $who-key ->
        [you] { FORM($slot, case: "poss-acc") } verlierst
       *[other]
            { FORM($slot, case: "def-acc") } { GENDER($who) ->
                [plur] verlieren
               *[other] verliert
            }
    }
# source-hash: 2a945faf85cc
window-as-played = Wenn { $cards } ausgespielt wird

## Bedingungen (nach "wenn"; .negated: verneint)

# source-hash: bd73205d9dd9
cond-has-race = du { FORM($race, case: "indef") } bist
    .negated = du { FORM($race, case: "neg") } bist
# source-hash: bff3a1e0f86d
cond-has-class = du { FORM($class, case: "indef") } bist
    .negated = du { FORM($class, case: "neg") } bist
# source-hash: 47ce47d4642e
cond-fighting-tag = { FORM($tag, case: "indef") } am Kampf beteiligt ist
    .negated = { FORM($tag, case: "neg") } am Kampf beteiligt ist
# source-hash: 02e2a5e1287f
cond-in-combat = du in einem Kampf bist
    .negated = du in keinem Kampf bist
# source-hash: 49621883e1b4
cond-helping = du im Kampf hilfst
    .negated = du im Kampf nicht hilfst
# source-hash: 358ad55d652c
cond-alone = du allein kämpfst
    .negated = du einen Helfer hast
# source-hash: 8a84b5b54d9d
cond-has-gear =
    du { $what-key ->
        [item] einen { -item }
        [items] { -item(case: "pl") }
        [hand-item] einen { -item } in den Händen
        [hand] Karten auf der Hand
       *[other] { FORM($what, case: "indef-acc") }
    } hast
    .negated =
        du { $what-key ->
            [item] keinen { -item }
            [items] keine { -item(case: "pl") }
            [hand-item] keinen { -item } in den Händen
            [hand] keine Karten auf der Hand
           *[other] { FORM($what, case: "neg-acc") }
        } hast
# source-hash: dc94d3f3cfb3
cond-gender =
    du { $g-key ->
        [male] ein Mann
       *[female] eine Frau
    } bist
    .negated =
        du { $g-key ->
            [male] kein Mann
           *[female] keine Frau
        } bist
# source-hash: 65caee64976a
cond-extreme =
    { $q } am Tisch am { $which-key ->
        [lowest] niedrigsten
       *[highest] höchsten
    } ist
    .negated =
        { $q } am Tisch nicht am { $which-key ->
            [lowest] niedrigsten
           *[highest] höchsten
        } ist
# source-hash: 24887da1bb40
cond-extreme-alone =
    { $q } am Tisch allein am { $which-key ->
        [lowest] niedrigsten
       *[highest] höchsten
    } ist
    .negated =
        { $q } am Tisch nicht allein am { $which-key ->
            [lowest] niedrigsten
           *[highest] höchsten
        } ist
# source-hash: 9b2a6beff2b6
cond-compare-players =
    { $who } { $cmp-key ->
        [more] mehr
       *[other] weniger
    } { FORM($q, case: "bare") } { $who-key ->
        [you] hast
       *[other]
            { GENDER($who) ->
                [plur] haben
               *[other] hat
            }
    } als { $other }
    .negated =
        { $who } nicht { $cmp-key ->
            [more] mehr
           *[other] weniger
        } { FORM($q, case: "bare") } { $who-key ->
            [you] hast
           *[other]
                { GENDER($who) ->
                    [plur] haben
                   *[other] hat
                }
        } als { $other }
# source-hash: a8a5ef5ea45e
cond-is-player = du { $who } bist
    .negated = du nicht { $who } bist

## Mengen

# source-hash: 9247f1d97178
quantity-level =
    { $case ->
        [bare] { -level(case: "pl") }
       *[nom] deine { -level }
    }
# source-hash: 3fcf863d745b
quantity-monster-level =
    { $case ->
        [bare] { -level(case: "pl") } des Monsters
       *[nom] die { -level } des Monsters
    }
# source-hash: 0c9779941c02
quantity-hand-size =
    { $case ->
        [bare] Handkarten
       *[nom] die Zahl deiner Handkarten
    }
# source-hash: 98eb0b496efe
quantity-roll =
    { $case ->
        [bare] Augen
       *[nom] der Würfelwurf
    }
# source-hash: 70b44f9f8847
quantity-items =
    { $case ->
        [bare] { -item(case: "pl") }
       *[nom] die Zahl deiner { -item(case: "pl") }
    }
# source-hash: 371c11bb9db5
quantity-monsters =
    { $case ->
        [bare] Monster im Kampf
       *[nom] die Zahl der Monster im Kampf
    }
# source-hash: c2e31ee22a23
quantity-rule-hand-limit =
    { $case ->
        [bare] Handkartenlimit
       *[nom] dein Handkartenlimit
    }
# source-hash: 6e0ed449569f
quantity-rule-helpers =
    { $case ->
        [bare] erlaubte Helfer
       *[nom] die Zahl erlaubter Helfer
    }
# source-hash: 020979237784
quantity-rule-big-items =
    { $case ->
        [bare] Limit für { -big-item(case: "pl") }
       *[nom] dein Limit für { -big-item(case: "pl") }
    }
# source-hash: c831503bf478
quantity-rule-kill-levels =
    { $case ->
        [bare] { -level(case: "pl") } pro Sieg
       *[nom] die { -level(case: "pl") } pro Sieg
    }
# source-hash: 88088f5e44ed
quantity-rule-kill-treasures =
    { $case ->
        [bare] { -treasure(case: "pl") } pro Sieg
       *[nom] die { -treasure(case: "pl") } pro Sieg
    }
# source-hash: b393a89e85fb
quantity-rule-escape-roll =
    { $case ->
        [bare] nötige Augen zum { -run-away }
       *[nom] der zum { -run-away } nötige Wurf
    }
# source-hash: 619fca025930
quantity-rule-headgear-slots =
    { $case ->
        [bare] Plätze für { -headgear(case: "pl") }
       *[nom] deine Plätze für { -headgear(case: "pl") }
    }
# source-hash: f73ac9e9dd27
quantity-rule-armor-slots =
    { $case ->
        [bare] Plätze für { -armor(case: "pl") }
       *[nom] deine Plätze für { -armor(case: "pl") }
    }
# source-hash: 10481ede15a1
quantity-rule-footgear-slots =
    { $case ->
        [bare] Plätze für { -footgear }
       *[nom] deine Plätze für { -footgear }
    }
# source-hash: 8324ce094223
quantity-rule-hands =
    { $case ->
        [bare] Hände für { -item(case: "pl") }
       *[nom] deine Hände für { -item(case: "pl") }
    }
# source-hash: 3b2ae02217bc
quantity-strength =
    { $case ->
        [bare] Kampfstärke
       *[nom] deine Kampfstärke
    }
# source-hash: 309dff944123
quantity-count =
    { $case ->
        [bare] { FORM($cards, case: "nom") }
       *[nom] die Zahl { FORM($cards, case: "gen") }
    }
# source-hash: 8de209cbbdca
quantity-count-players =
    { $case ->
        [bare]
            { $who-key ->
                [another] andere Spieler
                [any] Spieler
               *[other] { FORM($who, case: "nom") }
            }
       *[nom]
            die Zahl { $who-key ->
                [another] der anderen Spieler
                [any] der Spieler
               *[other] { FORM($who, case: "gen") }
            }
    }
# source-hash: c0a43d18d4b3
quantity-of =
    { $case ->
        [bare] { FORM($q, case: "bare") } { FORM($who, case: "gen") }
       *[nom] die { FORM($q, case: "bare") } { FORM($who, case: "gen") }
    }

## Effekte (.target: auf ein Ziel; .if: mit eigener Bedingung; .floor, .ceiling: mit Grenze)

# source-hash: d3eb15d36f88
effect-strength = { $n-signed } im Kampf
    .target = { $n-signed } für { FORM($target, case: "acc") }
    .floor = { $n-signed } im Kampf, nie unter { $floor }
    .ceiling = { $n-signed } im Kampf, nie über { $ceiling }
    .floor-target = { $n-signed } für { FORM($target, case: "acc") }, nie unter { $floor }
    .ceiling-target = { $n-signed } für { FORM($target, case: "acc") }, nie über { $ceiling }
# source-hash: cbf90baae7e9
effect-treasure-bonus =
    { $n-abs } { $n-abs ->
        [one] { -treasure }
       *[other] { -treasure(case: "pl") }
    } { $n-sign ->
        [minus] weniger
       *[other] mehr
    }
# source-hash: eba7ef1d873f
effect-escape-bonus = { $n-signed } beim { -run-away }
    .target = { $n-signed } beim { -run-away } für { FORM($target, case: "acc") }
# source-hash: bb4a6c6dea0f
effect-auto-escape = du entkommst automatisch
    .target =
        { $target-key ->
            [all-monsters] du entkommst automatisch allen Monstern
            [one-monster] du entkommst automatisch einem Monster
            [monster] du entkommst automatisch dem Monster
           *[other]
                { $target } { GENDER($target) ->
                    [plur] entkommen
                   *[other] entkommt
                } automatisch
        }
# source-hash: 976c3bf7e186
effect-no-pursuit = { $card } verfolgt dich nicht
# source-hash: b39abc31679d
effect-no-escape = niemand kann { -run-away(case: "verb") }
# source-hash: b23217e4ddde
effect-lose-levels =
    verliere { $n } { $n ->
        [one] { -level }
       *[other] { -level(case: "pl") }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] verlieren
           *[other] verliert
        } { $n } { $n ->
            [one] { -level }
           *[other] { -level(case: "pl") }
        }
# source-hash: 225bb8b98720
effect-gain-levels =
    steige { $n } { $n ->
        [one] { -level }
       *[other] { -level(case: "pl") }
    } auf
    .target =
        { $target } { GENDER($target) ->
            [plur] steigen
           *[other] steigt
        } { $n } { $n ->
            [one] { -level }
           *[other] { -level(case: "pl") }
        } auf
# source-hash: 3d1582e16a53
effect-lose-gear =
    verliere { $what-key ->
        [item] einen { -item }
        [items] alle deine { -item(case: "pl") }
        [hand-item] einen { -item }, den du in den Händen hältst
        [hand] deine ganze Hand
       *[other] { FORM($what, case: "poss-acc") }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] verlieren
           *[other] verliert
        } { $what-key ->
            [item] einen { -item }
            [items] alle { -item(case: "pl") }
            [hand-item] einen { -item } aus den Händen
            [hand] die ganze Hand
           *[other] { FORM($what, case: "def-acc") }
        }
# source-hash: 868502bc773a
effect-lose-cards =
    wirf { $n } { $n ->
        [one] Karte
       *[other] Karten
    } von deiner Hand ab
    .target =
        { $target } { GENDER($target) ->
            [plur] werfen
           *[other] wirft
        } { $n } { $n ->
            [one] Karte
           *[other] Karten
        } von der Hand ab
# source-hash: 68a410eec49d
effect-die = du stirbst
    .target =
        { $target } { GENDER($target) ->
            [plur] sterben
           *[other] stirbt
        }
# source-hash: c7ef80271ad6
effect-draw-doors =
    ziehe { $n } { $n ->
        [one] { -door }karte
       *[other] { -door }karten
    } verdeckt
    .target =
        { $target } { GENDER($target) ->
            [plur] ziehen
           *[other] zieht
        } { $n } { $n ->
            [one] { -door }karte
           *[other] { -door }karten
        } verdeckt
# source-hash: 7ed6f0c6864e
effect-draw-treasures =
    ziehe { $n } { $n ->
        [one] Schatzkarte
       *[other] Schatzkarten
    } verdeckt
    .target =
        { $target } { GENDER($target) ->
            [plur] ziehen
           *[other] zieht
        } { $n } { $n ->
            [one] Schatzkarte
           *[other] Schatzkarten
        } verdeckt
# source-hash: 5c88efcefcfe
effect-wins-ties = du gewinnst bei Gleichstand
# source-hash: 714de919ae73
effect-hand-limit = dein Handkartenlimit ist { $n }
    .target = das Handkartenlimit { FORM($target, case: "gen") } ist { $n }
# source-hash: 2937ceff235d
effect-unlimited-big = du darfst beliebig viele { -big-item(case: "pl") } tragen
# source-hash: a3e656fc7c21
effect-steal-items =
    stiehl { $n } { $n ->
        [one] { -item }
       *[other] { -item(case: "pl") }
    }
    .target =
        stiehl { FORM($target, case: "dat") } { $n } { $n ->
            [one] { -item }
           *[other] { -item(case: "pl") }
        }
# source-hash: c82e0b0ed2d6
effect-add-monster =
    füge dem Kampf { $n } { $n ->
        [one] Monster
       *[other] Monster
    } hinzu
    .target = füge dem Kampf { $n } Monster aus { FORM($target, case: "dat") } hinzu
# source-hash: d9e54039ae56
effect-add-tagged-monster =
    füge dem Kampf { $n ->
        [one] { FORM($tag, case: "indef-acc") }
       *[other] { $n } { FORM($tag, case: "pl") }
    } von deiner Hand hinzu
# source-hash: e0ea50cc4459
effect-copy-monster = eine Kopie des Monsters mit all seinen Verstärkern schließt sich dem Kampf an
# source-hash: 3a602e0f82fc
effect-extra-slot =
    du darfst { $what-key ->
        [style] einen weiteren { $what }
       *[other] eine weitere { $what }
    } haben
# source-hash: 0ee31c7d3c29
effect-win-game = du gewinnst das Spiel
# source-hash: 42f9ff611317
effect-usable = verwendbar
    .if = nur verwendbar, wenn { $condition }
# source-hash: 346eee91b26d
effect-free-help = du darfst ohne Bestechung helfen
# source-hash: 02285b7d6799
effect-change-gender = wechsle dein Geschlecht
    .target =
        { $target } { GENDER($target) ->
            [plur] wechseln
           *[other] wechselt
        } das Geschlecht
# source-hash: 5022e19f5c4e
effect-monster-flees = das Monster verlässt den Kampf (kein Sieg, keine { -treasure(case: "pl") })
    .target =
        { $target } { GENDER($target) ->
            [plur] verlassen
           *[other] verlässt
        } den Kampf (kein Sieg, keine { -treasure(case: "pl") })
# source-hash: 296eabf072b9
effect-level-bonus-only = einem Monster gegeben, zählt nur sein Bonus
# source-hash: 733f84a3b44d
effect-move-take = nimm { FORM($cards, case: "acc") } auf die Hand
# source-hash: 0d0f2c7fd213
effect-move-discard = wirf { FORM($cards, case: "acc") } ab
# source-hash: 7caee1aa8674
effect-move-give = gib { FORM($who, case: "dat") } { FORM($cards, case: "acc") }
# source-hash: ae372f482d72
effect-move-steal = stiehl { FORM($cards, case: "acc") }
# source-hash: ae83d12cfa80
effect-move-return = gib { FORM($cards, case: "acc") } an den Besitzer zurück
# source-hash: ea421bfc8080
effect-cancel = annulliere sie (sie hat keine Wirkung, und beide Karten werden abgeworfen)
# source-hash: faecd8124764
effect-waive = ignoriere eine Einschränkung { FORM($cards, case: "gen") }

## Zahlen der Regeln

# source-hash: 137433ff6f9a
effect-set-helpers =
    { $n ->
        [0] niemand darf im Kampf helfen
        [one] 1 Spieler darf im Kampf helfen
       *[other] { $n } Spieler dürfen im Kampf helfen
    }
    .target =
        { $n ->
            [0] niemand darf { FORM($target, case: "dat") } im Kampf helfen
            [one] 1 Spieler darf { FORM($target, case: "dat") } im Kampf helfen
           *[other] { $n } Spieler dürfen { FORM($target, case: "dat") } im Kampf helfen
        }
# source-hash: 07ac642da08e
effect-change-helpers = { $n-signed } auf die Zahl erlaubter Helfer
    .floor = { $n-signed } auf die Zahl erlaubter Helfer, nie unter { $floor }
    .ceiling = { $n-signed } auf die Zahl erlaubter Helfer, nie über { $ceiling }
    .target = { $n-signed } auf die Zahl der Helfer, die { FORM($target, case: "dat") } erlaubt sind
# source-hash: eecc4d6e9077
effect-set-big-items = dein Limit für { -big-item(case: "pl") } ist { $n }
    .target = das Limit für { -big-item(case: "pl") } { FORM($target, case: "gen") } ist { $n }
# source-hash: c4251d47cfb4
effect-change-big-items = { $n-signed } auf dein Limit für { -big-item(case: "pl") }
    .floor = { $n-signed } auf dein Limit für { -big-item(case: "pl") }, nie unter { $floor }
    .ceiling = { $n-signed } auf dein Limit für { -big-item(case: "pl") }, nie über { $ceiling }
    .target = { $n-signed } auf das Limit für { -big-item(case: "pl") } { FORM($target, case: "gen") }
# source-hash: e7a789a5932a
effect-set-kill-levels =
    ein Sieg bringt { $n } { $n ->
        [one] { -level }
       *[other] { -level(case: "pl") }
    }
    .target =
        ein Sieg bringt { FORM($target, case: "dat") } { $n } { $n ->
            [one] { -level }
           *[other] { -level(case: "pl") }
        }
# source-hash: f926d0cbbbc6
effect-change-kill-levels = { $n-signed } auf die { -level(case: "pl") } pro Sieg
    .floor = { $n-signed } auf die { -level(case: "pl") } pro Sieg, nie unter { $floor }
    .ceiling = { $n-signed } auf die { -level(case: "pl") } pro Sieg, nie über { $ceiling }
    .target = { $n-signed } auf die { -level(case: "pl") } pro Sieg für { FORM($target, case: "acc") }
# source-hash: 4aa44260667a
effect-set-kill-treasures =
    ein Sieg bringt { $n } { $n ->
        [one] { -treasure }
       *[other] { -treasure(case: "pl") }
    }
    .target =
        ein Sieg bringt { FORM($target, case: "dat") } { $n } { $n ->
            [one] { -treasure }
           *[other] { -treasure(case: "pl") }
        }
# source-hash: e429b99bba06
effect-change-kill-treasures = { $n-signed } auf die { -treasure(case: "pl") } pro Sieg
    .floor = { $n-signed } auf die { -treasure(case: "pl") } pro Sieg, nie unter { $floor }
    .ceiling = { $n-signed } auf die { -treasure(case: "pl") } pro Sieg, nie über { $ceiling }
    .target = { $n-signed } auf die { -treasure(case: "pl") } pro Sieg für { FORM($target, case: "acc") }
# source-hash: 5a2546b6f7ac
effect-set-escape-roll = du läufst bei einem Wurf von { $n } oder mehr weg
    .target =
        { $target } { GENDER($target) ->
            [plur] laufen
           *[other] läuft
        } bei einem Wurf von { $n } oder mehr weg
# source-hash: 6a2437c4809e
effect-change-escape-roll = { $n-signed } auf den zum { -run-away } nötigen Wurf
    .floor = { $n-signed } auf den zum { -run-away } nötigen Wurf, nie unter { $floor }
    .ceiling = { $n-signed } auf den zum { -run-away } nötigen Wurf, nie über { $ceiling }
    .target =
        { $n-signed } auf den Wurf, den { $target } zum { -run-away } { GENDER($target) ->
            [plur] brauchen
           *[other] braucht
        }
# source-hash: d139a4a2bfb2
effect-set-headgear-slots = du darfst { $n } { -headgear(case: "pl") } tragen
    .target = { $target } darf { $n } { -headgear(case: "pl") } tragen
# source-hash: c47aaab02db1
effect-change-headgear-slots = { $n-signed } auf die { -headgear(case: "pl") }, die du tragen darfst
    .floor = { $n-signed } auf die { -headgear(case: "pl") }, die du tragen darfst, nie unter { $floor }
    .ceiling = { $n-signed } auf die { -headgear(case: "pl") }, die du tragen darfst, nie über { $ceiling }
    .target = { $n-signed } auf die { -headgear(case: "pl") }, die { $target } tragen darf
# source-hash: bb8ae5091401
effect-set-armor-slots = du darfst { $n } { -armor(case: "pl") } tragen
    .target = { $target } darf { $n } { -armor(case: "pl") } tragen
# source-hash: 0eebb16d7748
effect-change-armor-slots = { $n-signed } auf die { -armor(case: "pl") }, die du tragen darfst
    .floor = { $n-signed } auf die { -armor(case: "pl") }, die du tragen darfst, nie unter { $floor }
    .ceiling = { $n-signed } auf die { -armor(case: "pl") }, die du tragen darfst, nie über { $ceiling }
    .target = { $n-signed } auf die { -armor(case: "pl") }, die { $target } tragen darf
# source-hash: 4174fdc815ce
effect-set-footgear-slots = du darfst { $n }-mal { -footgear } tragen
    .target = { $target } darf { $n }-mal { -footgear } tragen
# source-hash: e3f011e6c10a
effect-change-footgear-slots = { $n-signed } auf das { -footgear }, das du tragen darfst
    .floor = { $n-signed } auf das { -footgear }, das du tragen darfst, nie unter { $floor }
    .ceiling = { $n-signed } auf das { -footgear }, das du tragen darfst, nie über { $ceiling }
    .target = { $n-signed } auf das { -footgear }, das { $target } tragen darf
# source-hash: e54eab52177d
effect-set-hands =
    du hast { $n } { $n ->
        [one] Hand
       *[other] Hände
    } für { -item(case: "pl") }
    .target =
        { $target } { GENDER($target) ->
            [plur] haben
           *[other] hat
        } { $n } { $n ->
            [one] Hand
           *[other] Hände
        } für { -item(case: "pl") }
# source-hash: 59531ac2f303
effect-change-hands = { $n-signed } auf deine Hände für { -item(case: "pl") }
    .floor = { $n-signed } auf deine Hände für { -item(case: "pl") }, nie unter { $floor }
    .ceiling = { $n-signed } auf deine Hände für { -item(case: "pl") }, nie über { $ceiling }
    .target = { $n-signed } auf die Hände für { -item(case: "pl") } { FORM($target, case: "gen") }
# source-hash: 634e29e85144
effect-change-hand-limit = { $n-signed } auf dein Handkartenlimit
    .floor = { $n-signed } auf dein Handkartenlimit, nie unter { $floor }
    .ceiling = { $n-signed } auf dein Handkartenlimit, nie über { $ceiling }
    .target = { $n-signed } auf das Handkartenlimit { FORM($target, case: "gen") }
    .floor-target = { $n-signed } auf das Handkartenlimit { FORM($target, case: "gen") }, nie unter { $floor }
    .ceiling-target = { $n-signed } auf das Handkartenlimit { FORM($target, case: "gen") }, nie über { $ceiling }

## Kosten

# source-hash: 17153accdfa7
cost-discard-cards =
    wirf { $n } { $n ->
        [one] Karte
       *[other] Karten
    } ab
# source-hash: cad4f0582001
cost-discard-up-to =
    wirf bis zu { $n } { $n ->
        [one] Karte
       *[other] Karten
    } ab
# source-hash: 41ffc747d67f
cost-discard-hand = wirf deine ganze Hand ab
# source-hash: 4b72b0431441
cost-discard-items =
    wirf { $n } { $n ->
        [one] getragenen { -item }
       *[other] getragene { -item(case: "pl") }
    } ab
# source-hash: 320135fe9eed
cost-discard-self = opfere { FORM($card, case: "acc") }
# source-hash: 848d7dc6c83f
cost-discard-level-card =
    wirf { $n } { $n ->
        [one] Karte
       *[other] Karten
    } „{ -kind-go-up-a-level }“ ab

## Ziele

# source-hash: 8c49a33c1857
target-self =
    { $case ->
        [acc] dich
        [dat] dir
        [gen] deiner
       *[nom] du
    }
# source-hash: 734030566557
target-player =
    { $case ->
        [acc] den kämpfenden Spieler
        [dat] dem kämpfenden Spieler
        [gen] des kämpfenden Spielers
       *[nom] der kämpfende Spieler
    }
    .gender = masc
# source-hash: 8a3ed1f4d70a
target-victim =
    { $case ->
        [dat] dem Opfer
        [gen] des Opfers
       *[other] das Opfer
    }
    .gender = neut
# source-hash: abc3a2f96a9f
target-monster =
    { $case ->
        [dat] dem Monster
        [gen] des Monsters
       *[other] das Monster
    }
    .gender = neut
# source-hash: 2a8b83e8f0d0
target-one-monster =
    { $case ->
        [dat] einem Monster
        [gen] eines Monsters
       *[other] ein Monster
    }
    .gender = neut
# source-hash: bb3a539bdcc8
target-all-monsters =
    { $case ->
        [dat] allen Monstern
        [gen] aller Monster
       *[other] alle Monster
    }
    .gender = plur
# source-hash: b5c25ed33915
target-either-side =
    { $case ->
        [dat] einer beliebigen Seite
        [gen] einer beliebigen Seite
       *[other] eine beliebige Seite
    }
    .gender = fem
# source-hash: ff5a53334c7a
target-any-player =
    { $case ->
        [acc] einen beliebigen Spieler
        [dat] einem beliebigen Spieler
        [gen] eines beliebigen Spielers
       *[nom] ein beliebiger Spieler
    }
    .gender = masc
# source-hash: 0db8e8d89106
target-other-player =
    { $case ->
        [acc] einen anderen Spieler
        [dat] einem anderen Spieler
        [gen] eines anderen Spielers
       *[nom] ein anderer Spieler
    }
    .gender = masc
# source-hash: ddfa6d3bc180
target-each-player =
    { $case ->
        [acc] jeden Spieler
        [dat] jedem Spieler
        [gen] jedes Spielers
       *[nom] jeder Spieler
    }
    .gender = masc
# source-hash: cfddc15b12a9
target-helper =
    { $case ->
        [acc] deinen Helfer
        [dat] deinem Helfer
        [gen] deines Helfers
       *[nom] dein Helfer
    }
    .gender = masc
# source-hash: 20411b337c60
target-hand =
    { $case ->
        [dat] deiner Hand
        [gen] deiner Hand
       *[other] deine Hand
    }
    .gender = fem
# source-hash: f59785732b19
target-selected =
    { $case ->
        [acc] { FORM($who, case: "acc") }
        [dat] { FORM($who, case: "dat") }
        [gen] { FORM($who, case: "gen") }
       *[nom] { $who }
    }
    .gender = { GENDER($who) }

## Was gezählt wird ("für jede ...": Akkusativ)

# source-hash: aac00de5e27b
counter-discarded-card = jede abgeworfene Karte
# source-hash: 4da1bc6d134e
counter-tagged-monster =
    { GENDER($tag) ->
        [fem] jede
        [neut] jedes
       *[masc] jeden
    } { FORM($tag, case: "acc") } im Kampf
# source-hash: 6dbbb3963d31
counter-monster-in-combat = jedes Monster im Kampf
# source-hash: ab460b76e00d
counter-item-carried = jeden { -item }, den du trägst
# source-hash: 8e47c0a563f2
counter-player-helping = jeden helfenden Spieler
# source-hash: 876d1a5ead8a
counter-count-cards = jede Karte unter { FORM($cards, case: "dat") }
# source-hash: f2ff8993914b
counter-count-players =
    { $who-key ->
        [another] jeden anderen Spieler
        [any] jeden Spieler
       *[other] jeden unter { FORM($who, case: "dat") }
    }
# source-hash: c407bcfba8ff
counter-each-player = jeden Spieler
# source-hash: cd35f234f1f5
counter-each-combatant = jeden Spieler im Kampf

## Dauer

# source-hash: 28aacd0a0a1d
duration-end-of-combat = bis zum Ende des Kampfes
# source-hash: a72425d5741f
duration-end-of-next-combat = bis zum Ende deines nächsten Kampfes
# source-hash: 706750540f5b
duration-end-of-turn = bis zum Ende des Zuges
# source-hash: a2663954e88e
duration-end-of-next-turn = bis zum Ende deines nächsten Zuges
# source-hash: 92ca1acc5cfd
duration-death = , bis du stirbst
# source-hash: f161d4965ab5
duration-next-kill = bis zu deinem nächsten Sieg über ein Monster
# source-hash: 84f2c3435daa
duration-next-death = bis zu deinem nächsten Tod
# source-hash: a832f01a18a0
duration-next-won-combat = , bis du wieder einen Kampf gewinnst
# source-hash: d09beff16c40
duration-next-lost-combat = , bis du wieder einen Kampf verlierst
# source-hash: ed9011784304
duration-next-level-gained = , bis du wieder eine { -level } aufsteigst
# source-hash: 0759897cf0ca
duration-next-card-played = , bis du wieder eine Karte ausspielst
# source-hash: 83a7b817a862
duration-next-turn-started = , bis dein nächster Zug beginnt
# source-hash: 9edb4a7507b6
duration-next-item-lost = , bis du wieder einen { -item } verlierst
# source-hash: c0821a12d77e
duration-next-slot-lost = , bis du { FORM($slot, case: "poss-acc") } verlierst

## Wer wählt

# source-hash: c43e7fe136f2
chooser-victim = das Opfer wählt
# source-hash: 7b2530aebffa
chooser-self = du wählst
# source-hash: 1828a1f6d850
chooser-player = der kämpfende Spieler wählt

## Spieler

# source-hash: 617a6dab1ea3
selector-you =
    { $case ->
        [acc] dich
        [dat] dir
        [gen] deiner
       *[nom] du
    }
# source-hash: 3a5e04bc0121
selector-victim =
    { $case ->
        [dat] dem Opfer
        [gen] des Opfers
       *[other] das Opfer
    }
    .gender = neut
# source-hash: f94618dd1529
selector-fighter =
    { $case ->
        [acc] den kämpfenden Spieler
        [dat] dem kämpfenden Spieler
        [gen] des kämpfenden Spielers
       *[nom] der kämpfende Spieler
    }
    .gender = masc
# source-hash: d46ef8412842
selector-helper =
    { $case ->
        [acc] den Helfer
        [dat] dem Helfer
        [gen] des Helfers
       *[nom] der Helfer
    }
    .gender = masc
# source-hash: f9b4db231c5b
selector-combatants =
    { $case ->
        [dat] den Spielern im Kampf
        [gen] der Spieler im Kampf
       *[other] die Spieler im Kampf
    }
    .gender = plur
# source-hash: a6c885e41d87
selector-combatant-other =
    { $case ->
        [acc] einen Spieler im Kampf außer dir
        [dat] einem Spieler im Kampf außer dir
        [gen] eines Spielers im Kampf außer dir
       *[nom] ein Spieler im Kampf außer dir
    }
    .gender = masc
# source-hash: bcbf8a6232d2
selector-another =
    { $case ->
        [acc] einen anderen Spieler
        [dat] einem anderen Spieler
        [gen] eines anderen Spielers
       *[nom] ein anderer Spieler
    }
    .gender = masc
# source-hash: 0ef11e7a98e6
selector-any =
    { $case ->
        [acc] einen beliebigen Spieler
        [dat] einem beliebigen Spieler
        [gen] eines beliebigen Spielers
       *[nom] ein beliebiger Spieler
    }
    .gender = masc
# source-hash: 71bc4d8b5c51
selector-others =
    { $case ->
        [acc] jeden anderen Spieler
        [dat] jedem anderen Spieler
        [gen] jedes anderen Spielers
       *[nom] jeder andere Spieler
    }
    .gender = masc
# source-hash: fd845743cd36
selector-everyone =
    { $case ->
        [acc] jeden Spieler
        [dat] jedem Spieler
        [gen] jedes Spielers
       *[nom] jeder Spieler
    }
    .gender = masc
# source-hash: 58ded1947547
selector-extreme =
    { $case ->
        [acc] den Spieler
        [dat] dem Spieler
        [gen] des Spielers
       *[nom] der Spieler
    } mit den { $which-key ->
        [lowest] wenigsten
       *[highest] meisten
    } { FORM($q, case: "bare") }
    .gender = masc
# source-hash: 8e03c6f450a7
selector-extreme-all =
    { $case ->
        [dat] den Spielern
        [gen] der Spieler
       *[other] die Spieler
    } mit den { $which-key ->
        [lowest] wenigsten
       *[highest] meisten
    } { FORM($q, case: "bare") }
    .gender = plur
# source-hash: f4ce676b5601
selector-extreme-other =
    { $case ->
        [acc] den anderen Spieler
        [dat] dem anderen Spieler
        [gen] des anderen Spielers
       *[nom] der andere Spieler
    } mit den { $which-key ->
        [lowest] wenigsten
       *[highest] meisten
    } { FORM($q, case: "bare") }
    .gender = masc
# source-hash: c1056c13c7fb
selector-extreme-level =
    { $case ->
        [acc] den Spieler
        [dat] dem Spieler
        [gen] des Spielers
       *[nom] der Spieler
    } mit der { $which-key ->
        [lowest] niedrigsten
        [lowest-level] niedrigsten
       *[other] höchsten
    } { -level }
    .gender = masc
# source-hash: b0b1d4e6a7fb
selector-extreme-level-other =
    { $case ->
        [acc] den anderen Spieler
        [dat] dem anderen Spieler
        [gen] des anderen Spielers
       *[nom] der andere Spieler
    } mit der { $which-key ->
        [lowest] niedrigsten
        [lowest-level] niedrigsten
       *[other] höchsten
    } { -level }
    .gender = masc

## Karten (Formen: nom, acc, dat, gen)

# source-hash: 3c4999e1e032
card-selector-all =
    { $case ->
        [dat] { FORM($what, case: "def-pl-dat") } { $where }
        [gen] { FORM($what, case: "def-pl-gen") } { $where }
       *[other] { FORM($what, case: "def-pl") } { $where }
    }
    .gender = plur
# source-hash: 567c892fd7c7
card-selector-one =
    { $case ->
        [acc] { FORM($what, case: "acc") } { $where }
        [dat] { FORM($what, case: "dat") } { $where }
        [gen] { FORM($what, case: "gen") } { $where }
       *[nom] { $what } { $where }
    }
    .gender = { GENDER($what) }
# source-hash: b47ec12c3f9f
card-selector-a-kind =
    { $case ->
        [acc] { FORM($what, case: "acc") }
        [dat] { FORM($what, case: "dat") }
        [gen] { FORM($what, case: "gen") }
       *[nom] { $what }
    }
    .gender = { GENDER($what) }
# source-hash: 08e673e6251d
card-selector-some =
    { $n } { $n ->
        [one] { FORM($what, case: "sg") }
       *[other] { FORM($what, case: "pl") }
    } { $where }
    .gender =
        { $n ->
            [one] { GENDER($what) }
           *[other] plur
        }
# source-hash: 7d463f66ac1c
card-selector-top-discard =
    { $case ->
        [dat] der obersten Karte vom Ablagestapel { FORM($deck, case: "gen") }
        [gen] der obersten Karte vom Ablagestapel { FORM($deck, case: "gen") }
       *[other] die oberste Karte vom Ablagestapel { FORM($deck, case: "gen") }
    }
    .gender = fem
# source-hash: 2b0e2cc6a084
card-selector-top-deck =
    { $case ->
        [dat] der obersten Karte vom Stapel { FORM($deck, case: "gen") }
        [gen] der obersten Karte vom Stapel { FORM($deck, case: "gen") }
       *[other] die oberste Karte vom Stapel { FORM($deck, case: "gen") }
    }
    .gender = fem
# source-hash: b1b471eb78b3
card-selector-best =
    { $case ->
        [acc] deinen besten { -item }
        [dat] deinem besten { -item }
        [gen] deines besten { -item(case: "gen") }
       *[nom] dein bester { -item }
    }
    .gender = masc
# source-hash: 92c18134f860
card-selector-best-of =
    { $case ->
        [dat] dem besten von { FORM($what, case: "def-pl-dat") } { $where }
        [gen] des besten von { FORM($what, case: "def-pl-dat") } { $where }
       *[other] den besten von { FORM($what, case: "def-pl-dat") } { $where }
    }
# source-hash: f51063bde449
card-selector-yours =
    { $case ->
        [dat] deinen { FORM($what, case: "pl-dat") }
        [gen] deiner { FORM($what, case: "pl") }
       *[other] deine { FORM($what, case: "pl") }
    }
    .gender = plur
# source-hash: 6eff432f8487
card-selector-it =
    { $case ->
        [dat] dieser Karte
        [gen] dieser Karte
       *[other] diese Karte
    }
    .gender = fem
# source-hash: 336574393dc0
card-selector-this =
    { $case ->
        [dat] dieser Karte
        [gen] dieser Karte
       *[other] diese Karte
    }
    .gender = fem

## Kartenarten, die eine Auswahl nennt (ein/einen/einem/eines; sg, pl, pl-dat, def-pl, def-pl-dat, def-pl-gen)

# source-hash: c1270e933645
card-kind-card =
    { $case ->
        [acc] eine Karte
        [dat] einer Karte
        [gen] einer Karte
        [sg] Karte
        [pl] Karten
        [pl-dat] Karten
        [def-pl] die Karten
        [def-pl-dat] den Karten
        [def-pl-gen] der Karten
       *[nom] eine Karte
    }
    .gender = fem
# source-hash: 48bf5377496c
card-kind-item =
    { $case ->
        [acc] einen { -item }
        [dat] einem { -item }
        [gen] eines { -item(case: "gen") }
        [sg] { -item }
        [pl] { -item(case: "pl") }
        [pl-dat] { -item(case: "pl-dat") }
        [def-pl] die { -item(case: "pl") }
        [def-pl-dat] den { -item(case: "pl-dat") }
        [def-pl-gen] der { -item(case: "pl") }
       *[nom] ein { -item }
    }
    .gender = masc
# source-hash: 3851040b1708
card-kind-big-item =
    { $case ->
        [acc] einen Großen { -item }
        [dat] einem Großen { -item }
        [gen] eines Großen { -item(case: "gen") }
        [sg] Großer { -item }
        [pl] Große { -item(case: "pl") }
        [pl-dat] Großen { -item(case: "pl-dat") }
        [def-pl] die Großen { -item(case: "pl") }
        [def-pl-dat] den Großen { -item(case: "pl-dat") }
        [def-pl-gen] der Großen { -item(case: "pl") }
       *[nom] ein Großer { -item }
    }
    .gender = masc
# source-hash: a3df92c296ed
card-kind-item-bonus =
    { $case ->
        [acc] einen { -item } mit einem Bonus von mindestens { $n }
        [dat] einem { -item } mit einem Bonus von mindestens { $n }
        [gen] eines { -item(case: "gen") } mit einem Bonus von mindestens { $n }
        [sg] { -item } mit einem Bonus von mindestens { $n }
        [pl] { -item(case: "pl") } mit einem Bonus von mindestens { $n }
        [pl-dat] { -item(case: "pl-dat") } mit einem Bonus von mindestens { $n }
        [def-pl] die { -item(case: "pl") } mit einem Bonus von mindestens { $n }
        [def-pl-dat] den { -item(case: "pl-dat") } mit einem Bonus von mindestens { $n }
        [def-pl-gen] der { -item(case: "pl") } mit einem Bonus von mindestens { $n }
       *[nom] ein { -item } mit einem Bonus von mindestens { $n }
    }
    .gender = masc
# source-hash: 6c4e98e66600
card-kind-slot =
    { $case ->
        [acc] { FORM($slot, case: "indef-acc") }
        [dat] { FORM($slot, case: "indef-dat") }
        [gen] { FORM($slot, case: "indef-gen") }
        [sg] { $slot }
        [pl] { FORM($slot, case: "pl") }
        [pl-dat] { FORM($slot, case: "pl-dat") }
        [def-pl] die { FORM($slot, case: "pl") }
        [def-pl-dat] den { FORM($slot, case: "pl-dat") }
        [def-pl-gen] der { FORM($slot, case: "pl") }
       *[nom] { FORM($slot, case: "indef") }
    }
    .gender = { GENDER($slot) }
# source-hash: 0a5901a219e9
card-kind-tagged-card =
    { $case ->
        [acc] eine Karte „{ $tag }“
        [dat] einer Karte „{ $tag }“
        [gen] einer Karte „{ $tag }“
        [sg] Karte „{ $tag }“
        [pl] Karten „{ $tag }“
        [pl-dat] Karten „{ $tag }“
        [def-pl] die Karten „{ $tag }“
        [def-pl-dat] den Karten „{ $tag }“
        [def-pl-gen] der Karten „{ $tag }“
       *[nom] eine Karte „{ $tag }“
    }
    .gender = fem
# source-hash: 264274135988
card-kind-tagged-item =
    { $case ->
        [acc] einen { -item } „{ $tag }“
        [dat] einem { -item } „{ $tag }“
        [gen] eines { -item(case: "gen") } „{ $tag }“
        [sg] { -item } „{ $tag }“
        [pl] { -item(case: "pl") } „{ $tag }“
        [pl-dat] { -item(case: "pl-dat") } „{ $tag }“
        [def-pl] die { -item(case: "pl") } „{ $tag }“
        [def-pl-dat] den { -item(case: "pl-dat") } „{ $tag }“
        [def-pl-gen] der { -item(case: "pl") } „{ $tag }“
       *[nom] ein { -item } „{ $tag }“
    }
    .gender = masc
# source-hash: f10e15bbf5ad
card-kind-monster =
    { $case ->
        [acc] ein Monster
        [dat] einem Monster
        [gen] eines Monsters
        [sg] Monster
        [pl] Monster
        [pl-dat] Monstern
        [def-pl] die Monster
        [def-pl-dat] den Monstern
        [def-pl-gen] der Monster
       *[nom] ein Monster
    }
    .gender = neut
# source-hash: e848eccf5202
card-kind-tagged-monster =
    { $case ->
        [acc] { FORM($tag, case: "indef-acc") }
        [dat] { FORM($tag, case: "indef-dat") }
        [gen] { FORM($tag, case: "indef-gen") }
        [sg] { $tag }
        [pl] { FORM($tag, case: "pl") }
        [pl-dat] { FORM($tag, case: "pl-dat") }
        [def-pl] die { FORM($tag, case: "pl") }
        [def-pl-dat] den { FORM($tag, case: "pl-dat") }
        [def-pl-gen] der { FORM($tag, case: "pl") }
       *[nom] { FORM($tag, case: "indef") }
    }
    .gender = { GENDER($tag) }
# source-hash: 8eded4bc7935
card-kind-kind =
    { $case ->
        [acc] eine Karte „{ $kind }“
        [dat] einer Karte „{ $kind }“
        [gen] einer Karte „{ $kind }“
        [sg] Karte „{ $kind }“
        [pl] Karten „{ $kind }“
        [pl-dat] Karten „{ $kind }“
        [def-pl] die Karten „{ $kind }“
        [def-pl-dat] den Karten „{ $kind }“
        [def-pl-gen] der Karten „{ $kind }“
       *[nom] eine Karte „{ $kind }“
    }
    .gender = fem

## Wo Karten liegen

# source-hash: b7e0e79e71b2
place-hand = von deiner Hand
# source-hash: 0be21dc5a97d
place-hand-of = von der Hand { FORM($who, case: "gen") }
# source-hash: dd893574ce11
place-carried = aus deiner Ausrüstung
# source-hash: 1a1e13d7cf65
place-carried-by = aus der Ausrüstung { FORM($who, case: "gen") }
# source-hash: c493b02cf072
place-equipped = aus deiner angelegten Ausrüstung
# source-hash: 3e6d98a77d11
place-equipped-by = aus der angelegten Ausrüstung { FORM($who, case: "gen") }
# source-hash: 1c2e7fde5a21
place-in-play = im Spiel
# source-hash: c49216301729
place-in-front-of = im Spiel vor { FORM($who, case: "dat") }
# source-hash: 55c279965441
place-discard-pile = vom Ablagestapel { FORM($deck, case: "gen") }
# source-hash: cb88a032c2f0
place-deck = vom Stapel { FORM($deck, case: "gen") }
# source-hash: 7698bfd17dac
place-combat = im Kampf

## Wie die Teile einer Regel zusammengesetzt werden

# source-hash: 381300ce51ef
construct-ability = { $head }: { $effects }
# source-hash: 5bef4834a314
construct-ability-paid = { $head }: { $costs } – { $effects }
# source-hash: 141fa6022ac4
construct-paid = { $costs } – { $effects }
# source-hash: 0975c92d33cd
construct-window-if = { $window }, wenn { $condition }
# source-hash: 996050b2af49
construct-if = wenn { $condition }
# source-hash: 977d7989661d
construct-for-each = { $effect } für { $counter }
# source-hash: 064992191811
construct-lasting = { $effect } { $duration }
# source-hash: 54cba45f96e6
construct-effect-if = { $effect }, wenn { $condition }
# source-hash: 823f89297d5a
construct-target = { $effect } ({ $target })
# source-hash: bd01a7654576
construct-not = es stimmt nicht, dass { $condition }
# source-hash: 80c8e4eb3000
construct-choice = { $chooser }: { $options }
# source-hash: 4501ffbb2555
construct-choice-free = wähle eines: { $options }
# source-hash: bdec7fe02fb3
construct-compare =
    { $quantity } { $op ->
        [lt] kleiner als { $n }
        [le] { $n } oder weniger
        [eq] { $n }
        [ne] nicht { $n }
        [ge] { $n } oder mehr
       *[gt] größer als { $n }
    } ist
# source-hash: 486219daba9b
construct-compare-other =
    { $quantity } { $op ->
        [lt] kleiner als { $other }
        [le] höchstens so groß wie { $other }
        [eq] so groß wie { $other }
        [ne] nicht so groß wie { $other }
        [ge] mindestens so groß wie { $other }
       *[gt] größer als { $other }
    } ist

## Field labels: how a face names a field it lists ("Base: ...")

# source-hash: 97a921581fbf
label-big = Groß
# source-hash: 42fc0aa03eec
label-bonus = Bonus
# source-hash: ccbbe887888f
label-deck = Stapel
# source-hash: cd406d8ef4b8
label-gold = Gold
# source-hash: 1d2340eaff64
label-hands = Hände
# source-hash: 8d15a7abe7c9
label-level = Stufe
# source-hash: fc2cd7194466
label-levels = Stufen
# source-hash: 74591aecb1b6
label-slot = Platz
# source-hash: b087f10b7c98
label-treasures = Schätze

## Druckbögen: die Titel jeder Seite (toolkit/render/sheets.py).
## Vom Deckwright-Team geschrieben: zur Durchsicht durch einen Übersetzer.

# source-hash: 6551e5b9592e
sheet-fronts = Bogen { $number }: Vorderseiten
# source-hash: cab565dbead2
sheet-backs =
    Bogen { $number }: Rückseiten (beidseitig drucken, an der { $edge ->
        [long] langen
       *[short] kurzen
    } Kante wenden)
# source-hash: 9eb895a3d45f
sheet-fold = Bogen { $number }: falzen, kleben, schneiden
# source-hash: c0f89222cfbf
sheet-calibration-front = Duplex-Kalibrierung: Vorderseite
# source-hash: 1bfb58074e2a
sheet-calibration-print = beide Seiten auf ein Blatt drucken, beidseitig, in 100 % Größe
# source-hash: 37d57f6bbee5
sheet-calibration-light = das Blatt gegen das Licht halten; die Skalen der Rückseite ablesen
# source-hash: 250f3a868c63
sheet-calibration-back = Duplex-Kalibrierung: Rückseite
# source-hash: b1432ecd76cb
sheet-calibration-x = X in mm (+ verschiebt die Rückseiten nach rechts)
# source-hash: 5f12c7b17e3b
sheet-calibration-y = Y in mm (+ verschiebt die Rückseiten nach oben)
# source-hash: b877736ce5c1
sheet-calibration-offset = --back-offset X,Y verwenden (diese Seite: { $offset })
