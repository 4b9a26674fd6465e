### Regeltext der Karten der Munchkin-Familie: Deutsch.
### Verschachtelte Phrasen haben Formen nach $case: nom, acc, dat, gen; Mengen auch "bare" (ohne
### "dein"). Bedingungen stehen im Nebensatz (nach "wenn"): das Verb steht am Ende.

## Kartenarten

kind-monster = { -kind-monster }
kind-curse = { -kind-curse }
kind-race = { -kind-race }
kind-class = { -kind-class }
kind-monster-enhancer = { -kind-monster-enhancer }
kind-wandering-monster = { -kind-wandering-monster }
kind-super-munchkin = { -kind-super-munchkin }
kind-half-breed = { -kind-half-breed }
kind-item = { -kind-item }
kind-one-shot = { -kind-one-shot }
kind-go-up-a-level = { -kind-go-up-a-level }
kind-hireling = { -kind-hireling }
kind-special = { -kind-special }

## Felder

field-level = { -level } { $value }
field-treasures = { $value ->
    [one] 1 { -treasure }
   *[other] { $value } { -treasure(case: "pl") }
  }
field-levels = { $value ->
    [one] bringt 1 { -level }
   *[other] bringt { $value } { -level(case: "pl") }
  }
field-gold = { $value ->
    [0] Wertlos
   *[other] { $value } Goldstücke
  }
field-bonus = Bonus { $value-signed }
field-slot = { $value }
field-hands = { $value ->
    [one] 1 Hand
   *[other] { $value } Hände
  }
field-big = Groß
field-is = { $value }
field-deck = { $value }karte
field-tags = { $value }

## Zeitpunkte

window-any-time = Jederzeit
window-your-turn = In deinem Zug
window-during-combat = Während eines Kampfes
window-outside-combat = Außerhalb eines Kampfes
window-when-played = Beim Ausspielen
window-bad-stuff = { -bad-stuff }
window-when-killed = Wenn du { FORM($card, case: "acc") } besiegst
window-running-away = Wenn du wegläufst
window-helped-kill = Wenn du einem anderen Spieler hilfst, ein Monster zu töten
window-next-combat = Zu Beginn des nächsten Kampfes des Opfers
window-start-of-turn = Zu Beginn deines Zuges
window-on-death = Wenn du stirbst
window-whenever-kill = Immer wenn { $who } ein Monster { $who-key ->
    [you] tötest
   *[other] { GENDER($who) ->
        [plur] töten
       *[other] tötet
    }
  }
window-whenever-death = Immer wenn { $who } { $who-key ->
    [you] stirbst
   *[other] { GENDER($who) ->
        [plur] sterben
       *[other] stirbt
    }
  }
window-whenever-won-combat = Immer wenn { $who } einen Kampf { $who-key ->
    [you] gewinnst
   *[other] { GENDER($who) ->
        [plur] gewinnen
       *[other] gewinnt
    }
  }
window-whenever-lost-combat = Immer wenn { $who } einen Kampf { $who-key ->
    [you] verlierst
   *[other] { GENDER($who) ->
        [plur] verlieren
       *[other] verliert
    }
  }
window-whenever-level-gained = Immer wenn { $who } eine { -level } { $who-key ->
    [you] aufsteigst
   *[other] { GENDER($who) ->
        [plur] aufsteigen
       *[other] aufsteigt
    }
  }
window-whenever-card-played = Immer wenn { $who } eine Karte { $who-key ->
    [you] ausspielst
   *[other] { GENDER($who) ->
        [plur] ausspielen
       *[other] ausspielt
    }
  }
window-whenever-turn-started = Immer wenn { $who } einen Zug { $who-key ->
    [you] beginnst
   *[other] { GENDER($who) ->
        [plur] beginnen
       *[other] beginnt
    }
  }
window-whenever-item-lost = Immer wenn { $who } einen { -item } { $who-key ->
    [you] verlierst
   *[other] { GENDER($who) ->
        [plur] verlieren
       *[other] verliert
    }
  }
window-whenever-slot-lost = Immer wenn { $who } { FORM($slot, case: "def-acc") } { $who-key ->
    [you] verlierst
   *[other] { GENDER($who) ->
        [plur] verlieren
       *[other] verliert
    }
  }
window-as-played = Wenn { $cards } ausgespielt wird

## Bedingungen (nach "wenn"; .negated: verneint)

cond-has-race = du { FORM($race, case: "indef") } bist
    .negated = du { FORM($race, case: "neg") } bist
cond-has-class = du { FORM($class, case: "indef") } bist
    .negated = du { FORM($class, case: "neg") } bist
cond-fighting-tag = { FORM($tag, case: "indef") } am Kampf beteiligt ist
    .negated = { FORM($tag, case: "neg") } am Kampf beteiligt ist
cond-in-combat = du in einem Kampf bist
    .negated = du in keinem Kampf bist
cond-helping = du im Kampf hilfst
    .negated = du im Kampf nicht hilfst
cond-alone = du allein kämpfst
    .negated = du einen Helfer hast
cond-has-gear = du { $what-key ->
    [item] einen { -item }
    [items] { -item(case: "pl") }
    [hand-item] einen { -item } in den Händen
    [hand] Karten auf der Hand
   *[other] { FORM($what, case: "indef-acc") }
  } hast
    .negated = du { $what-key ->
    [item] keinen { -item }
    [items] keine { -item(case: "pl") }
    [hand-item] keinen { -item } in den Händen
    [hand] keine Karten auf der Hand
   *[other] { FORM($what, case: "neg-acc") }
  } hast
cond-gender = du { $g-key ->
    [male] ein Mann
   *[female] eine Frau
  } bist
    .negated = du { $g-key ->
    [male] kein Mann
   *[female] keine Frau
  } bist
cond-extreme = { $q } am Tisch am { $which-key ->
    [lowest] niedrigsten
   *[highest] höchsten
  } ist
    .negated = { $q } am Tisch nicht am { $which-key ->
    [lowest] niedrigsten
   *[highest] höchsten
  } ist
cond-extreme-alone = { $q } am Tisch allein am { $which-key ->
    [lowest] niedrigsten
   *[highest] höchsten
  } ist
    .negated = { $q } am Tisch nicht allein am { $which-key ->
    [lowest] niedrigsten
   *[highest] höchsten
  } ist
cond-compare-players = { $who } { $cmp-key ->
    [more] mehr
   *[other] weniger
  } { FORM($q, case: "bare") } { $who-key ->
    [you] hast
   *[other] { GENDER($who) ->
        [plur] haben
       *[other] hat
    }
  } als { $other }
    .negated = { $who } nicht { $cmp-key ->
    [more] mehr
   *[other] weniger
  } { FORM($q, case: "bare") } { $who-key ->
    [you] hast
   *[other] { GENDER($who) ->
        [plur] haben
       *[other] hat
    }
  } als { $other }
cond-is-player = du { $who } bist
    .negated = du nicht { $who } bist

## Mengen

quantity-level = { $case ->
    [bare] { -level(case: "pl") }
   *[nom] deine { -level }
  }
quantity-monster-level = { $case ->
    [bare] { -level(case: "pl") } des Monsters
   *[nom] die { -level } des Monsters
  }
quantity-hand-size = { $case ->
    [bare] Handkarten
   *[nom] die Zahl deiner Handkarten
  }
quantity-roll = { $case ->
    [bare] Augen
   *[nom] der Würfelwurf
  }
quantity-items = { $case ->
    [bare] { -item(case: "pl") }
   *[nom] die Zahl deiner { -item(case: "pl") }
  }
quantity-monsters = { $case ->
    [bare] Monster im Kampf
   *[nom] die Zahl der Monster im Kampf
  }
quantity-rule-hand-limit = { $case ->
    [bare] Handkartenlimit
   *[nom] dein Handkartenlimit
  }
quantity-rule-helpers = { $case ->
    [bare] erlaubte Helfer
   *[nom] die Zahl erlaubter Helfer
  }
quantity-rule-big-items = { $case ->
    [bare] Limit für { -big-item(case: "pl") }
   *[nom] dein Limit für { -big-item(case: "pl") }
  }
quantity-rule-kill-levels = { $case ->
    [bare] { -level(case: "pl") } pro Sieg
   *[nom] die { -level(case: "pl") } pro Sieg
  }
quantity-rule-kill-treasures = { $case ->
    [bare] { -treasure(case: "pl") } pro Sieg
   *[nom] die { -treasure(case: "pl") } pro Sieg
  }
quantity-rule-escape-roll = { $case ->
    [bare] nötige Augen zum { -run-away }
   *[nom] der zum { -run-away } nötige Wurf
  }
quantity-rule-headgear-slots = { $case ->
    [bare] Plätze für { -headgear(case: "pl") }
   *[nom] deine Plätze für { -headgear(case: "pl") }
  }
quantity-rule-armor-slots = { $case ->
    [bare] Plätze für { -armor(case: "pl") }
   *[nom] deine Plätze für { -armor(case: "pl") }
  }
quantity-rule-footgear-slots = { $case ->
    [bare] Plätze für { -footgear }
   *[nom] deine Plätze für { -footgear }
  }
quantity-rule-hands = { $case ->
    [bare] Hände für { -item(case: "pl") }
   *[nom] deine Hände für { -item(case: "pl") }
  }
quantity-strength = { $case ->
    [bare] Kampfstärke
   *[nom] deine Kampfstärke
  }
quantity-count = { $case ->
    [bare] { FORM($cards, case: "nom") }
   *[nom] die Zahl { FORM($cards, case: "gen") }
  }
quantity-count-players = { $case ->
    [bare] { FORM($who, case: "nom") }
   *[nom] die Zahl { FORM($who, case: "gen") }
  }
quantity-of = { $case ->
    [bare] { FORM($q, case: "bare") } { FORM($who, case: "gen") }
   *[nom] die { FORM($q, case: "bare") } { FORM($who, case: "gen") }
  }

## Effekte (.target: auf ein Ziel; .if: mit eigener Bedingung; .floor, .ceiling: mit Grenze)

effect-strength = { $n-signed } im Kampf
    .target = { $n-signed } für { FORM($target, case: "acc") }
    .floor = { $n-signed } im Kampf, nie unter { $floor }
    .ceiling = { $n-signed } im Kampf, nie über { $ceiling }
    .floor-target = { $n-signed } für { FORM($target, case: "acc") }, nie unter { $floor }
    .ceiling-target = { $n-signed } für { FORM($target, case: "acc") }, nie über { $ceiling }
effect-treasure-bonus = { $n-abs } { $n-abs ->
    [one] { -treasure }
   *[other] { -treasure(case: "pl") }
  } { $n-sign ->
    [minus] weniger
   *[other] mehr
  }
effect-escape-bonus = { $n-signed } beim { -run-away }
    .target = { $n-signed } beim { -run-away } für { FORM($target, case: "acc") }
effect-auto-escape = du entkommst automatisch
    .target = { $target-key ->
        [all-monsters] du entkommst automatisch allen Monstern
        [one-monster] du entkommst automatisch einem Monster
        [monster] du entkommst automatisch dem Monster
       *[other] { $target } { GENDER($target) ->
            [plur] entkommen
           *[other] entkommt
        } automatisch
    }
effect-no-pursuit = { $card } verfolgt dich nicht
effect-no-escape = niemand kann { -run-away(case: "verb") }
effect-lose-levels = verliere { $n } { $n ->
    [one] { -level }
   *[other] { -level(case: "pl") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] verlieren
       *[other] verliert
    } { $n } { $n ->
        [one] { -level }
       *[other] { -level(case: "pl") }
    }
effect-gain-levels = steige { $n } { $n ->
    [one] { -level }
   *[other] { -level(case: "pl") }
  } auf
    .target = { $target } { GENDER($target) ->
        [plur] steigen
       *[other] steigt
    } { $n } { $n ->
        [one] { -level }
       *[other] { -level(case: "pl") }
    } auf
effect-lose-gear = verliere { $what-key ->
    [item] einen { -item }
    [items] alle deine { -item(case: "pl") }
    [hand-item] einen { -item }, den du in den Händen hältst
    [hand] deine ganze Hand
   *[other] { FORM($what, case: "poss-acc") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] verlieren
       *[other] verliert
    } { $what-key ->
        [item] einen { -item }
        [items] alle { -item(case: "pl") }
        [hand-item] einen { -item } aus den Händen
        [hand] die ganze Hand
       *[other] { FORM($what, case: "def-acc") }
    }
effect-lose-cards = wirf { $n } { $n ->
    [one] Karte
   *[other] Karten
  } von deiner Hand ab
    .target = { $target } { GENDER($target) ->
        [plur] werfen
       *[other] wirft
    } { $n } { $n ->
        [one] Karte
       *[other] Karten
    } von der Hand ab
effect-die = du stirbst
    .target = { $target } { GENDER($target) ->
        [plur] sterben
       *[other] stirbt
    }
effect-draw-doors = ziehe { $n } { $n ->
    [one] { -door }karte
   *[other] { -door }karten
  } verdeckt
    .target = { $target } { GENDER($target) ->
        [plur] ziehen
       *[other] zieht
    } { $n } { $n ->
        [one] { -door }karte
       *[other] { -door }karten
    } verdeckt
effect-draw-treasures = ziehe { $n } { $n ->
    [one] Schatzkarte
   *[other] Schatzkarten
  } verdeckt
    .target = { $target } { GENDER($target) ->
        [plur] ziehen
       *[other] zieht
    } { $n } { $n ->
        [one] Schatzkarte
       *[other] Schatzkarten
    } verdeckt
effect-wins-ties = du gewinnst bei Gleichstand
effect-hand-limit = dein Handkartenlimit ist { $n }
    .target = das Handkartenlimit { FORM($target, case: "gen") } ist { $n }
effect-unlimited-big = du darfst beliebig viele { -big-item(case: "pl") } tragen
effect-steal-items = stiehl { $n } { $n ->
    [one] { -item }
   *[other] { -item(case: "pl") }
  }
    .target = stiehl { FORM($target, case: "dat") } { $n } { $n ->
        [one] { -item }
       *[other] { -item(case: "pl") }
    }
effect-add-monster = füge dem Kampf { $n } { $n ->
    [one] Monster
   *[other] Monster
  } hinzu
    .target = füge dem Kampf { $n } Monster aus { FORM($target, case: "dat") } hinzu
effect-add-tagged-monster = füge dem Kampf { $n ->
    [one] { FORM($tag, case: "indef-acc") }
   *[other] { $n } { FORM($tag, case: "pl") }
  } von deiner Hand hinzu
effect-copy-monster = eine Kopie des Monsters mit all seinen Verstärkern schließt sich dem Kampf an
effect-extra-slot = du darfst { $what-key ->
    [style] einen weiteren { $what }
   *[other] eine weitere { $what }
  } haben
effect-win-game = du gewinnst das Spiel
effect-usable = verwendbar
    .if = nur verwendbar, wenn { $condition }
effect-free-help = du darfst ohne Bestechung helfen
effect-change-gender = wechsle dein Geschlecht
    .target = { $target } { GENDER($target) ->
        [plur] wechseln
       *[other] wechselt
    } das Geschlecht
effect-monster-flees = das Monster verlässt den Kampf (kein Sieg, keine { -treasure(case: "pl") })
    .target = { $target } { GENDER($target) ->
        [plur] verlassen
       *[other] verlässt
    } den Kampf (kein Sieg, keine { -treasure(case: "pl") })
effect-level-bonus-only = einem Monster gegeben, zählt nur sein Bonus
effect-move-take = nimm { FORM($cards, case: "acc") } auf die Hand
effect-move-discard = wirf { FORM($cards, case: "acc") } ab
effect-move-give = gib { FORM($who, case: "dat") } { FORM($cards, case: "acc") }
effect-move-steal = stiehl { FORM($cards, case: "acc") }
effect-move-return = gib { FORM($cards, case: "acc") } an den Besitzer zurück
effect-cancel = annulliere sie (sie hat keine Wirkung, und beide Karten werden abgeworfen)
effect-waive = ignoriere eine Einschränkung { FORM($cards, case: "gen") }

## Zahlen der Regeln

effect-set-helpers = { $n ->
    [0] niemand darf im Kampf helfen
    [one] 1 Spieler darf im Kampf helfen
   *[other] { $n } Spieler dürfen im Kampf helfen
  }
    .target = { $n ->
        [0] niemand darf { FORM($target, case: "dat") } im Kampf helfen
        [one] 1 Spieler darf { FORM($target, case: "dat") } im Kampf helfen
       *[other] { $n } Spieler dürfen { FORM($target, case: "dat") } im Kampf helfen
    }
effect-change-helpers = { $n-signed } auf die Zahl erlaubter Helfer
    .floor = { $n-signed } auf die Zahl erlaubter Helfer, nie unter { $floor }
    .ceiling = { $n-signed } auf die Zahl erlaubter Helfer, nie über { $ceiling }
    .target = { $n-signed } auf die Zahl der Helfer, die { FORM($target, case: "dat") } erlaubt sind
effect-set-big-items = dein Limit für { -big-item(case: "pl") } ist { $n }
    .target = das Limit für { -big-item(case: "pl") } { FORM($target, case: "gen") } ist { $n }
effect-change-big-items = { $n-signed } auf dein Limit für { -big-item(case: "pl") }
    .floor = { $n-signed } auf dein Limit für { -big-item(case: "pl") }, nie unter { $floor }
    .ceiling = { $n-signed } auf dein Limit für { -big-item(case: "pl") }, nie über { $ceiling }
    .target = { $n-signed } auf das Limit für { -big-item(case: "pl") } { FORM($target, case: "gen") }
effect-set-kill-levels = ein Sieg bringt { $n } { $n ->
    [one] { -level }
   *[other] { -level(case: "pl") }
  }
    .target = ein Sieg bringt { FORM($target, case: "dat") } { $n } { $n ->
        [one] { -level }
       *[other] { -level(case: "pl") }
    }
effect-change-kill-levels = { $n-signed } auf die { -level(case: "pl") } pro Sieg
    .floor = { $n-signed } auf die { -level(case: "pl") } pro Sieg, nie unter { $floor }
    .ceiling = { $n-signed } auf die { -level(case: "pl") } pro Sieg, nie über { $ceiling }
    .target = { $n-signed } auf die { -level(case: "pl") } pro Sieg für { FORM($target, case: "acc") }
effect-set-kill-treasures = ein Sieg bringt { $n } { $n ->
    [one] { -treasure }
   *[other] { -treasure(case: "pl") }
  }
    .target = ein Sieg bringt { FORM($target, case: "dat") } { $n } { $n ->
        [one] { -treasure }
       *[other] { -treasure(case: "pl") }
    }
effect-change-kill-treasures = { $n-signed } auf die { -treasure(case: "pl") } pro Sieg
    .floor = { $n-signed } auf die { -treasure(case: "pl") } pro Sieg, nie unter { $floor }
    .ceiling = { $n-signed } auf die { -treasure(case: "pl") } pro Sieg, nie über { $ceiling }
    .target = { $n-signed } auf die { -treasure(case: "pl") } pro Sieg für { FORM($target, case: "acc") }
effect-set-escape-roll = du läufst bei einem Wurf von { $n } oder mehr weg
    .target = { $target } { GENDER($target) ->
        [plur] laufen
       *[other] läuft
    } bei einem Wurf von { $n } oder mehr weg
effect-change-escape-roll = { $n-signed } auf den zum { -run-away } nötigen Wurf
    .floor = { $n-signed } auf den zum { -run-away } nötigen Wurf, nie unter { $floor }
    .ceiling = { $n-signed } auf den zum { -run-away } nötigen Wurf, nie über { $ceiling }
    .target = { $n-signed } auf den Wurf, den { $target } zum { -run-away } { GENDER($target) ->
        [plur] brauchen
       *[other] braucht
    }
effect-set-headgear-slots = du darfst { $n } { -headgear(case: "pl") } tragen
    .target = { $target } darf { $n } { -headgear(case: "pl") } tragen
effect-change-headgear-slots = { $n-signed } auf die { -headgear(case: "pl") }, die du tragen darfst
    .floor = { $n-signed } auf die { -headgear(case: "pl") }, die du tragen darfst, nie unter { $floor }
    .ceiling = { $n-signed } auf die { -headgear(case: "pl") }, die du tragen darfst, nie über { $ceiling }
    .target = { $n-signed } auf die { -headgear(case: "pl") }, die { $target } tragen darf
effect-set-armor-slots = du darfst { $n } { -armor(case: "pl") } tragen
    .target = { $target } darf { $n } { -armor(case: "pl") } tragen
effect-change-armor-slots = { $n-signed } auf die { -armor(case: "pl") }, die du tragen darfst
    .floor = { $n-signed } auf die { -armor(case: "pl") }, die du tragen darfst, nie unter { $floor }
    .ceiling = { $n-signed } auf die { -armor(case: "pl") }, die du tragen darfst, nie über { $ceiling }
    .target = { $n-signed } auf die { -armor(case: "pl") }, die { $target } tragen darf
effect-set-footgear-slots = du darfst { $n }-mal { -footgear } tragen
    .target = { $target } darf { $n }-mal { -footgear } tragen
effect-change-footgear-slots = { $n-signed } auf das { -footgear }, das du tragen darfst
    .floor = { $n-signed } auf das { -footgear }, das du tragen darfst, nie unter { $floor }
    .ceiling = { $n-signed } auf das { -footgear }, das du tragen darfst, nie über { $ceiling }
    .target = { $n-signed } auf das { -footgear }, das { $target } tragen darf
effect-set-hands = du hast { $n } { $n ->
    [one] Hand
   *[other] Hände
  } für { -item(case: "pl") }
    .target = { $target } { GENDER($target) ->
        [plur] haben
       *[other] hat
    } { $n } { $n ->
        [one] Hand
       *[other] Hände
    } für { -item(case: "pl") }
effect-change-hands = { $n-signed } auf deine Hände für { -item(case: "pl") }
    .floor = { $n-signed } auf deine Hände für { -item(case: "pl") }, nie unter { $floor }
    .ceiling = { $n-signed } auf deine Hände für { -item(case: "pl") }, nie über { $ceiling }
    .target = { $n-signed } auf die Hände für { -item(case: "pl") } { FORM($target, case: "gen") }
effect-change-hand-limit = { $n-signed } auf dein Handkartenlimit
    .floor = { $n-signed } auf dein Handkartenlimit, nie unter { $floor }
    .ceiling = { $n-signed } auf dein Handkartenlimit, nie über { $ceiling }
    .target = { $n-signed } auf das Handkartenlimit { FORM($target, case: "gen") }
    .floor-target = { $n-signed } auf das Handkartenlimit { FORM($target, case: "gen") }, nie unter { $floor }
    .ceiling-target = { $n-signed } auf das Handkartenlimit { FORM($target, case: "gen") }, nie über { $ceiling }

## Kosten

cost-discard-cards = wirf { $n } { $n ->
    [one] Karte
   *[other] Karten
  } ab
cost-discard-up-to = wirf bis zu { $n } { $n ->
    [one] Karte
   *[other] Karten
  } ab
cost-discard-hand = wirf deine ganze Hand ab
cost-discard-items = wirf { $n } { $n ->
    [one] getragenen { -item }
   *[other] getragene { -item(case: "pl") }
  } ab
cost-discard-self = opfere { FORM($card, case: "acc") }
cost-discard-level-card = wirf { $n } { $n ->
    [one] Karte
   *[other] Karten
  } „{ -kind-go-up-a-level }“ ab

## Ziele

target-self = { $case ->
    [acc] dich
    [dat] dir
    [gen] deiner
   *[nom] du
  }
target-player = { $case ->
    [acc] den kämpfenden Spieler
    [dat] dem kämpfenden Spieler
    [gen] des kämpfenden Spielers
   *[nom] der kämpfende Spieler
  }
    .gender = masc
target-victim = { $case ->
    [dat] dem Opfer
    [gen] des Opfers
   *[other] das Opfer
  }
    .gender = neut
target-monster = { $case ->
    [dat] dem Monster
    [gen] des Monsters
   *[other] das Monster
  }
    .gender = neut
target-one-monster = { $case ->
    [dat] einem Monster
    [gen] eines Monsters
   *[other] ein Monster
  }
    .gender = neut
target-all-monsters = { $case ->
    [dat] allen Monstern
    [gen] aller Monster
   *[other] alle Monster
  }
    .gender = plur
target-either-side = { $case ->
    [dat] einer beliebigen Seite
    [gen] einer beliebigen Seite
   *[other] eine beliebige Seite
  }
    .gender = fem
target-any-player = { $case ->
    [acc] einen beliebigen Spieler
    [dat] einem beliebigen Spieler
    [gen] eines beliebigen Spielers
   *[nom] ein beliebiger Spieler
  }
    .gender = masc
target-other-player = { $case ->
    [acc] einen anderen Spieler
    [dat] einem anderen Spieler
    [gen] eines anderen Spielers
   *[nom] ein anderer Spieler
  }
    .gender = masc
target-each-player = { $case ->
    [acc] jeden Spieler
    [dat] jedem Spieler
    [gen] jedes Spielers
   *[nom] jeder Spieler
  }
    .gender = masc
target-helper = { $case ->
    [acc] deinen Helfer
    [dat] deinem Helfer
    [gen] deines Helfers
   *[nom] dein Helfer
  }
    .gender = masc
target-hand = { $case ->
    [dat] deiner Hand
    [gen] deiner Hand
   *[other] deine Hand
  }
    .gender = fem
target-selected = { $case ->
    [acc] { FORM($who, case: "acc") }
    [dat] { FORM($who, case: "dat") }
    [gen] { FORM($who, case: "gen") }
   *[nom] { $who }
  }
    .gender = { GENDER($who) }

## Was gezählt wird ("für jede ...": Akkusativ)

counter-discarded-card = jede abgeworfene Karte
counter-tagged-monster = { GENDER($tag) ->
    [fem] jede
    [neut] jedes
   *[masc] jeden
  } { FORM($tag, case: "acc") } im Kampf
counter-monster-in-combat = jedes Monster im Kampf
counter-item-carried = jeden { -item }, den du trägst
counter-player-helping = jeden helfenden Spieler
counter-count-cards = jede Karte unter { FORM($cards, case: "dat") }
counter-count-players = jeden unter { FORM($who, case: "dat") }

## Dauer

duration-end-of-combat = bis zum Ende des Kampfes
duration-end-of-next-combat = bis zum Ende deines nächsten Kampfes
duration-end-of-turn = bis zum Ende des Zuges
duration-end-of-next-turn = bis zum Ende deines nächsten Zuges
duration-death = , bis du stirbst
duration-next-kill = bis zu deinem nächsten Sieg über ein Monster
duration-next-death = bis zu deinem nächsten Tod
duration-next-won-combat = , bis du wieder einen Kampf gewinnst
duration-next-lost-combat = , bis du wieder einen Kampf verlierst
duration-next-level-gained = , bis du wieder eine { -level } aufsteigst
duration-next-card-played = , bis du wieder eine Karte ausspielst
duration-next-turn-started = , bis dein nächster Zug beginnt
duration-next-item-lost = , bis du wieder einen { -item } verlierst
duration-next-slot-lost = , bis du { FORM($slot, case: "poss-acc") } verlierst

## Wer wählt

chooser-victim = das Opfer wählt
chooser-self = du wählst
chooser-player = der kämpfende Spieler wählt

## Spieler

selector-you = { $case ->
    [acc] dich
    [dat] dir
    [gen] deiner
   *[nom] du
  }
selector-victim = { $case ->
    [dat] dem Opfer
    [gen] des Opfers
   *[other] das Opfer
  }
    .gender = neut
selector-fighter = { $case ->
    [acc] den kämpfenden Spieler
    [dat] dem kämpfenden Spieler
    [gen] des kämpfenden Spielers
   *[nom] der kämpfende Spieler
  }
    .gender = masc
selector-helper = { $case ->
    [acc] den Helfer
    [dat] dem Helfer
    [gen] des Helfers
   *[nom] der Helfer
  }
    .gender = masc
selector-combatants = { $case ->
    [dat] den Spielern im Kampf
    [gen] der Spieler im Kampf
   *[other] die Spieler im Kampf
  }
    .gender = plur
selector-combatant-other = { $case ->
    [acc] einen Spieler im Kampf außer dir
    [dat] einem Spieler im Kampf außer dir
    [gen] eines Spielers im Kampf außer dir
   *[nom] ein Spieler im Kampf außer dir
  }
    .gender = masc
selector-another = { $case ->
    [acc] einen anderen Spieler
    [dat] einem anderen Spieler
    [gen] eines anderen Spielers
   *[nom] ein anderer Spieler
  }
    .gender = masc
selector-any = { $case ->
    [acc] einen beliebigen Spieler
    [dat] einem beliebigen Spieler
    [gen] eines beliebigen Spielers
   *[nom] ein beliebiger Spieler
  }
    .gender = masc
selector-others = { $case ->
    [acc] jeden anderen Spieler
    [dat] jedem anderen Spieler
    [gen] jedes anderen Spielers
   *[nom] jeder andere Spieler
  }
    .gender = masc
selector-everyone = { $case ->
    [acc] jeden Spieler
    [dat] jedem Spieler
    [gen] jedes Spielers
   *[nom] jeder Spieler
  }
    .gender = masc
selector-extreme = { $case ->
    [acc] den Spieler
    [dat] dem Spieler
    [gen] des Spielers
   *[nom] der Spieler
  } mit den { $which-key ->
    [lowest] wenigsten
   *[highest] meisten
  } { FORM($q, case: "bare") }
    .gender = masc
selector-extreme-all = { $case ->
    [dat] den Spielern
    [gen] der Spieler
   *[other] die Spieler
  } mit den { $which-key ->
    [lowest] wenigsten
   *[highest] meisten
  } { FORM($q, case: "bare") }
    .gender = plur
selector-extreme-other = { $case ->
    [acc] den anderen Spieler
    [dat] dem anderen Spieler
    [gen] des anderen Spielers
   *[nom] der andere Spieler
  } mit den { $which-key ->
    [lowest] wenigsten
   *[highest] meisten
  } { FORM($q, case: "bare") }
    .gender = masc
selector-extreme-level = { $case ->
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
selector-extreme-level-other = { $case ->
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

card-selector-all = { $case ->
    [dat] { FORM($what, case: "def-pl-dat") } { $where }
    [gen] { FORM($what, case: "def-pl-gen") } { $where }
   *[other] { FORM($what, case: "def-pl") } { $where }
  }
    .gender = plur
card-selector-one = { $case ->
    [acc] { FORM($what, case: "acc") } { $where }
    [dat] { FORM($what, case: "dat") } { $where }
    [gen] { FORM($what, case: "gen") } { $where }
   *[nom] { $what } { $where }
  }
    .gender = { GENDER($what) }
card-selector-a-kind = { $case ->
    [acc] { FORM($what, case: "acc") }
    [dat] { FORM($what, case: "dat") }
    [gen] { FORM($what, case: "gen") }
   *[nom] { $what }
  }
    .gender = { GENDER($what) }
card-selector-some = { $n } { $n ->
    [one] { FORM($what, case: "sg") }
   *[other] { FORM($what, case: "pl") }
  } { $where }
    .gender = { $n ->
        [one] { GENDER($what) }
       *[other] plur
    }
card-selector-top-discard = { $case ->
    [dat] der obersten Karte vom Ablagestapel { FORM($deck, case: "gen") }
    [gen] der obersten Karte vom Ablagestapel { FORM($deck, case: "gen") }
   *[other] die oberste Karte vom Ablagestapel { FORM($deck, case: "gen") }
  }
    .gender = fem
card-selector-top-deck = { $case ->
    [dat] der obersten Karte vom Stapel { FORM($deck, case: "gen") }
    [gen] der obersten Karte vom Stapel { FORM($deck, case: "gen") }
   *[other] die oberste Karte vom Stapel { FORM($deck, case: "gen") }
  }
    .gender = fem
card-selector-best = { $case ->
    [acc] deinen besten { -item }
    [dat] deinem besten { -item }
    [gen] deines besten { -item(case: "gen") }
   *[nom] dein bester { -item }
  }
    .gender = masc
card-selector-best-of = { $case ->
    [dat] dem besten von { FORM($what, case: "def-pl-dat") } { $where }
    [gen] des besten von { FORM($what, case: "def-pl-dat") } { $where }
   *[other] den besten von { FORM($what, case: "def-pl-dat") } { $where }
  }
card-selector-yours = { $case ->
    [dat] deinen { FORM($what, case: "pl-dat") }
    [gen] deiner { FORM($what, case: "pl") }
   *[other] deine { FORM($what, case: "pl") }
  }
    .gender = plur
card-selector-it = { $case ->
    [dat] dieser Karte
    [gen] dieser Karte
   *[other] diese Karte
  }
    .gender = fem
card-selector-this = { $case ->
    [dat] dieser Karte
    [gen] dieser Karte
   *[other] diese Karte
  }
    .gender = fem

## Kartenarten, die eine Auswahl nennt (ein/einen/einem/eines; sg, pl, pl-dat, def-pl, def-pl-dat, def-pl-gen)

card-kind-card = { $case ->
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
card-kind-item = { $case ->
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
card-kind-big-item = { $case ->
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
card-kind-item-bonus = { $case ->
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
card-kind-slot = { $case ->
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
card-kind-tagged-card = { $case ->
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
card-kind-tagged-item = { $case ->
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
card-kind-monster = { $case ->
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
card-kind-tagged-monster = { $case ->
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
card-kind-kind = { $case ->
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

place-hand = von deiner Hand
place-hand-of = von der Hand { FORM($who, case: "gen") }
place-carried = aus deiner Ausrüstung
place-carried-by = aus der Ausrüstung { FORM($who, case: "gen") }
place-equipped = aus deiner angelegten Ausrüstung
place-equipped-by = aus der angelegten Ausrüstung { FORM($who, case: "gen") }
place-in-play = im Spiel
place-in-front-of = im Spiel vor { FORM($who, case: "dat") }
place-discard-pile = vom Ablagestapel { FORM($deck, case: "gen") }
place-deck = vom Stapel { FORM($deck, case: "gen") }
place-combat = im Kampf

## Wie die Teile einer Regel zusammengesetzt werden

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head }: { $costs } – { $effects }
construct-paid = { $costs } – { $effects }
construct-window-if = { $window }, wenn { $condition }
construct-if = wenn { $condition }
construct-for-each = { $effect } für { $counter }
construct-lasting = { $effect } { $duration }
construct-effect-if = { $effect }, wenn { $condition }
construct-target = { $effect } ({ $target })
construct-not = es stimmt nicht, dass { $condition }
construct-choice = { $chooser }: { $options }
construct-choice-free = wähle eines: { $options }
construct-compare = { $quantity } { $op ->
    [lt] kleiner als { $n }
    [le] { $n } oder weniger
    [eq] { $n }
    [ne] nicht { $n }
    [ge] { $n } oder mehr
   *[gt] größer als { $n }
  } ist
construct-compare-other = { $quantity } { $op ->
    [lt] kleiner als { $other }
    [le] höchstens so groß wie { $other }
    [eq] so groß wie { $other }
    [ne] nicht so groß wie { $other }
    [ge] mindestens so groß wie { $other }
   *[gt] größer als { $other }
  } ist
