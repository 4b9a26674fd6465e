# Champions of Midgard: card rules text (German). Ids and variables as in the English source
# (en/midgard.ftl). Rules speak to the player with "du" ("erhalte"); a condition is a clause with its
# verb at the end, as it follows "falls".


## How a rule is put together

# source-hash: 381300ce51ef
construct-ability = { $head }: { $effects }
# source-hash: 5bef4834a314
construct-ability-paid = { $head } { $costs }: { $effects }
    .conditional = { $head }, { $costs }: { $effects }
# source-hash: 141fa6022ac4
construct-paid = { $costs }: { $effects }
# source-hash: 0975c92d33cd
construct-window-if = { $window }, falls { $condition }
# source-hash: 996050b2af49
construct-if = falls { $condition }
# source-hash: b54c347c1f04
construct-target = { $target }: { $effect }
# source-hash: 8b3b73a1469f
construct-for-each =
    { $effect } für { GENDER($counter) ->
        [fem] jede
        [neut] jedes
       *[masc] jeden
    } { FORM($counter, case: "acc") }
# source-hash: 0fa6f68495e9
construct-lasting = { $effect } bis { $duration }
# source-hash: 54cba45f96e6
construct-effect-if = { $effect }, falls { $condition }
# source-hash: 598e4ff7a6dc
construct-choice-free = { $options }
# source-hash: 90dbec63d289
construct-choice = { $options } – { $chooser }
# source-hash: bd01a7654576
construct-not = es nicht so ist, dass { $condition }
# source-hash: daf6fcf6c5ac
construct-compare =
    { $quantity } { $op ->
        [lt] weniger als { $n }
        [le] höchstens { $n }
        [eq] genau { $n }
        [ne] nicht { $n }
        [gt] mehr als { $n }
       *[ge] mindestens { $n }
    } beträgt
# source-hash: 05438effd96f
construct-compare-other =
    { $quantity } { $op ->
        [lt] kleiner als { $other } ist
        [le] höchstens so groß wie { $other } ist
        [eq] so groß wie { $other } ist
        [ne] anders als { $other } ist
        [gt] größer als { $other } ist
       *[ge] mindestens so groß wie { $other } ist
    }

## Card kinds

# source-hash: a6f07e8647b5
kind-troll = Troll
# source-hash: 46df355beb87
kind-draugr = Draugr
# source-hash: 078cb6bbbb20
kind-monster = Ungeheuer ferner Küsten
# source-hash: 9c77dddd61ac
kind-journey = Reise
# source-hash: a6d68869ffdc
kind-rune = Rune
# source-hash: e701dd0044b9
kind-destiny = Schicksal
# source-hash: 489d2dbef830
kind-merchant-ship = Handelsschiff
# source-hash: f73664eacbef
kind-leader = Wikinger-Anführer
# source-hash: b49115a2ccf5
kind-warrior = Kriegerwürfel
# source-hash: 22b34dce14e0
kind-longship = Langschiff
# source-hash: 55e3ff45c7b6
kind-market-stall = Marktstand
# source-hash: 655afd49425c
kind-location = Spielplanfeld

## Fields: the facts printed on a card

# source-hash: 12197239b0ae
field-health = Leben { $value }
# source-hash: 0bd774b64070
field-attack = Angriff { $value }
# source-hash: 2c7dd850a2f7
field-reward =
    Belohnung: { $value } { $value ->
        [one] { FORM($item) }
       *[other] { FORM($item, case: "nom-pl") }
    }
# source-hash: 2f1fe61d2863
field-forbids = Keine { $value }-Würfel
# source-hash: 778eb29c78f5
field-colour = Farbe: { $value }
# source-hash: e55887ce840b
field-cost =
    Kosten: { $value } { $value ->
        [one] { FORM($item) }
       *[other] { FORM($item, case: "nom-pl") }
    }
# source-hash: 68d4dd5bd72a
field-glory = { $value } { -glory } bei Spielende
# source-hash: 901a5061be28
field-warriors =
    Langhaus für { $value } { $value ->
        [one] { -warrior(case: "acc") }
       *[other] { -warrior(case: "acc-pl") }
    }
# source-hash: 71778157be8f
field-is = Würfel: { $value }
# source-hash: 171737f7cb03
field-faces = { $value } × { $item }
# source-hash: 7faa30d9da0d
field-dice = { $value } im Vorrat
# source-hash: 16a320d24762
field-capacity = Fasst { $value } Würfel und Nahrung
# source-hash: 9fb6f104906a
field-public = Öffentlich
# source-hash: 42c46423a57f
field-players =
    Ab { $value } { $value ->
        [one] Spieler
       *[other] Spielern
    }
# source-hash: e7fe05c5adb3
field-stall = { $value }
# source-hash: 54fc00b55ab0
field-workers =
    { $value ->
        [0] Beliebig viele { -worker(case: "nom-pl") }
        [one] { $value } { -worker }
       *[other] { $value } { -worker(case: "nom-pl") }
    }
# source-hash: 3d63e339b274
field-space = { $value }es { -space }

## Timing windows (B.40, B.43, B.47)

# source-hash: 2f0e6e2c57f8
window-when-placed = wenn du hier einen Arbeiter einsetzt
    .clause = yes
# source-hash: abfe6cb2d868
window-during-combat = während eines deiner Kämpfe
# source-hash: 67613d463ace
window-after-reroll = nachdem du { -favor } für einen Neuwurf ausgegeben hast
    .clause = yes
# source-hash: 7b7ad2e969dc
window-when-killed = wenn du diesen Feind tötest
    .clause = yes
# source-hash: 69af596382ec
window-when-revealed = wenn diese Karte aufgedeckt wird
    .clause = yes
# source-hash: 2943c6d240d7
window-after-journey = nachdem eine { -journey } aufgedeckt wurde
    .clause = yes
# source-hash: c10154f1a1d4
window-at-clean-up = beim Aufräumen
# source-hash: 1ba657ba4528
window-round-start = zu Beginn der Runde
# source-hash: 25938f1b6489
window-game-end = am Spielende

## Costs

# source-hash: 4501a9e749ab
cost-pay =
    bezahle { $n } { $n ->
        [one] { FORM($r, case: "acc") }
       *[other] { FORM($r, case: "acc-pl") }
    }
# source-hash: 0ac03cce8dc9
cost-discard-self = wirf diese Karte ab

## Effects

# source-hash: 3850d5fa526d
effect-gain =
    erhalte { $n } { $n ->
        [one] { FORM($r, case: "acc") }
       *[other] { FORM($r, case: "acc-pl") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } erhält
            [inan] lege
           *[self] erhalte
        } { $n } { $n ->
            [one] { FORM($r, case: "acc") }
           *[other] { FORM($r, case: "acc-pl") }
        }{ ANIMACY($target) ->
            [inan] { " " }auf { FORM($target, case: "acc") }
           *[other] { "" }
        }
# source-hash: dcff280a4625
effect-lose =
    verliere { $n } { $n ->
        [one] { FORM($r, case: "acc") }
       *[other] { FORM($r, case: "acc-pl") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } verliert
           *[other] verliere
        } { $n } { $n ->
            [one] { FORM($r, case: "acc") }
           *[other] { FORM($r, case: "acc-pl") }
        }{ ANIMACY($target) ->
            [inan] { " " }aus { FORM($target, case: "dat") }
           *[other] { "" }
        }
# source-hash: d09820eb83b7
effect-gain-dice =
    erhalte { $n } { $w }-{ $n ->
        [one] { -die(case: "acc") }
       *[other] { -die(case: "acc-pl") }
    }
# source-hash: 01a27537916f
effect-take-all-dice = nimm alle { $w }-{ -die(case: "acc-pl") }, die hier liegen
# source-hash: 9c9619ee7323
effect-add-dice =
    füge diesem Kampf { $n } { $w }-{ $n ->
        [one] { -die(case: "acc") }
       *[other] { -die(case: "acc-pl") }
    } hinzu
# source-hash: c582ad39a589
effect-lose-warriors =
    verliere { $n } { $n ->
        [one] { -warrior(case: "acc") }
       *[other] { -warrior(case: "acc-pl") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } verliert
           *[other] verliere
        } { $n } { $n ->
            [one] { -warrior(case: "acc") }
           *[other] { -warrior(case: "acc-pl") }
        }{ ANIMACY($target) ->
            [inan] { " " }aus { FORM($target, case: "dat") }
           *[other] { "" }
        }
# source-hash: 25a5798d4826
effect-nothing = nichts geschieht
# source-hash: 9c4eeca833f9
effect-fight-kraken = die Krieger an Bord kämpfen gegen einen { -kraken(case: "acc") } (Leben { $h }, Angriff { $a })
# source-hash: e1110f232d79
effect-first-player = nimm den { -first-player(case: "acc") }; hast du ihn schon, gib ihn nach links weiter
# source-hash: 26bd78f03786
effect-look-journey =
    sieh dir { $n } verdeckte { $n ->
        [one] { -journey(case: "acc") }
       *[other] { -journey(case: "acc-pl") }
    } an
# source-hash: b2477608fde9
effect-draw-destiny =
    ziehe { $n } { $n ->
        [one] { -destiny(case: "acc") }
       *[other] { -destiny(case: "acc-pl") }
    }
# source-hash: f00bb6d8f17b
effect-gain-worker =
    erhalte { $n } { $n ->
        [one] { -worker(case: "acc") }
       *[other] { -worker(case: "acc-pl") }
    }
# source-hash: dc40365fb8c9
effect-hunt = würfle mit deinen nicht zugewiesenen Würfeln, um Nahrung zu jagen
# source-hash: f2eb60c5fe57
effect-deal-damage = füge dem Feind { $n } { -damage(case: "acc") } zu
# source-hash: 1a8e63c23f12
effect-ignore-journey = ignoriere die soeben aufgedeckte { -journey(case: "acc") }
# source-hash: aa803a9f494b
effect-reroll =
    würfle { $n } { $n ->
        [one] { -die(case: "acc") }
       *[other] { -die(case: "acc-pl") }
    } neu
# source-hash: 9165931b5f9a
effect-face-damage =
    { $n-sign ->
        [minus] jeder Treffer auf einem { $w }-Würfel verursacht { $n-abs } { -damage(case: "acc") } weniger
        [zero] Treffer auf { $w }-Würfeln verursachen den üblichen Schaden
       *[plus] jeder Treffer auf einem { $w }-Würfel verursacht { $n-abs } { -damage(case: "acc") } mehr
    }
# source-hash: a3217fe92fce
effect-free-merchants = { -merchant-ship(case: "nom-pl") } kosten dich nichts
# source-hash: 68e1c754ef6e
effect-destiny-draws =
    { $n-sign ->
        [minus]
            ziehe zur Auswahl { $n-abs } { $n-abs ->
                [one] { -destiny(case: "acc") }
               *[other] { -destiny(case: "acc-pl") }
            } weniger
        [zero] ziehe zur Auswahl so viele Schicksalskarten wie üblich
       *[plus]
            ziehe zur Auswahl { $n-abs } { $n-abs ->
                [one] { -destiny(case: "acc") }
               *[other] { -destiny(case: "acc-pl") }
            } mehr
    }
# source-hash: 14e823b9970f
effect-buy-longship = kaufe ein eigenes { -longship(case: "acc") } und bezahle seine Kosten
# source-hash: c5358d43b506
effect-buy-rune = kaufe eine der offenen { -rune(case: "acc-pl") } und bezahle ihre Kosten
# source-hash: 56f8dfa76697
effect-trade =
    tausche { $n } { $n ->
        [one] { FORM($r, case: "acc") }
       *[other] { FORM($r, case: "acc-pl") }
    } gegen { $m } { $m ->
        [one] { FORM($s, case: "acc") }
       *[other] { FORM($s, case: "acc-pl") }
    }

## Conditions: clauses with the verb at the end (after "falls")

# source-hash: a1b60cfb091f
cond-nobody-killed = niemand diesen Feind getötet hat
    .negated = jemand diesen Feind getötet hat
# source-hash: 8a991eae4733
cond-most = du am meisten { FORM($t, case: "nom-pl") } hast (Gleichstand zählt)
    .negated = du nicht am meisten { FORM($t, case: "nom-pl") } hast
# source-hash: 33e1b3bda3c0
cond-fighting =
    du gegen { GENDER($e) ->
        [fem] eine
        [neut] ein
       *[masc] einen
    } { FORM($e, case: "acc") } kämpfst
    .negated =
        du nicht gegen { GENDER($e) ->
            [fem] eine
            [neut] ein
           *[masc] einen
        } { FORM($e, case: "acc") } kämpfst
# source-hash: d9b5fa81e2ca
cond-fighting-colour = der Feind, gegen den du kämpfst, { $c } ist
    .negated = der Feind, gegen den du kämpfst, nicht { $c } ist
# source-hash: 5886382ddf67
cond-on-longship = du von einem { -longship(case: "dat") } aus kämpfst
    .negated = du nicht von einem { -longship(case: "dat") } aus kämpfst

## Quantities: what a condition counts (the subject of "... beträgt")

# source-hash: 62aa062f45ca
quantity-tally = dein Vorrat an { FORM($t, case: "dat-pl") }
# source-hash: 66ea5783ee5d
quantity-dice = die Zahl deiner Kriegerwürfel
# source-hash: f68a1f9f014c
quantity-damage = der Schaden am Feind
# source-hash: c96f6cc14a89
quantity-sets = die Zahl deiner Feindessets

## Targets, by case; .animacy: how an effect takes them (en/midgard.ftl)

# source-hash: af6d666f92c8
target-self =
    { $case ->
       *[nom] du
        [acc] dich
        [dat] dir
        [gen] deiner
    }
    .animacy = self
# source-hash: b6a59c2081ad
target-other-player =
    { $case ->
       *[nom] ein anderer Spieler deiner Wahl
        [acc] einen anderen Spieler deiner Wahl
        [dat] einem anderen Spieler deiner Wahl
        [gen] eines anderen Spielers deiner Wahl
    }
    .animacy = anim
# source-hash: 2e20444c5fec
target-each-player =
    { $case ->
       *[nom] jeder Spieler
        [acc] jeden Spieler
        [dat] jedem Spieler
        [gen] jedes Spielers
    }
    .animacy = anim
# source-hash: c82d39febd34
target-each-other-player =
    { $case ->
       *[nom] jeder andere Spieler
        [acc] jeden anderen Spieler
        [dat] jedem anderen Spieler
        [gen] jedes anderen Spielers
    }
    .animacy = anim
# source-hash: be74e48e8677
target-longship =
    { $case ->
       *[nom] das Langschiff
        [acc] das Langschiff
        [dat] dem Langschiff
        [gen] des Langschiffs
    }
    .animacy = inan
# source-hash: 8cbae8313830
target-enemy =
    { $case ->
       *[nom] der Feind
        [acc] den Feind
        [dat] dem Feind
        [gen] des Feindes
    }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender for "für jeden/jede/jedes")

# source-hash: 3d5447687f8e
counter-tally =
    { $case ->
       *[nom] { $t }
        [acc] { FORM($t, case: "acc") }
    }
    .gender = { GENDER($t) }
# source-hash: fab604fb5e8c
counter-enemy-set =
    { $case ->
       *[nom] Feindesset aus allen drei Farben
        [acc] Feindesset aus allen drei Farben
    }
    .gender = neut
# source-hash: 23075df318be
counter-shield =
    { $case ->
       *[nom] gewürfelter Schild
        [acc] gewürfelten Schild
    }
    .gender = masc

## Durations (after "bis")

# source-hash: 8f1d6487dfb8
duration-end-of-combat = zum Ende des Kampfes
# source-hash: e14e1d4c0b7e
duration-end-of-round = zum Ende der Runde

## Choosers

# source-hash: 84f0e5407338
chooser-self = nach deiner Wahl

## Field labels: how a face names a field it lists ("Base: ...")

# source-hash: d1551a260cc7
label-attack = Angriff
# source-hash: 4de31bc86d8b
label-capacity = Kapazität
# source-hash: 908a98ca9a94
label-colour = Farbe
# source-hash: d2e45501a137
label-cost = Kosten
# source-hash: aeddcdb4af0b
label-dice = Würfel
# source-hash: da47ca87a939
label-faces = Seiten
# source-hash: 8dcbb4261d59
label-forbids = Verbietet
# source-hash: 0b72d396253d
label-glory = { -glory }
# source-hash: 7318065bf6f3
label-health = Leben
# source-hash: f6a95f581460
label-players = Spieler
# source-hash: bafab137fd66
label-public = Öffentlich
# source-hash: 2c5040e012de
label-reward = Belohnung
# source-hash: 2c9a4835934f
label-space = Feld
# source-hash: be863745d77e
label-stall = Stand
# source-hash: 3d528a64dffd
label-warriors = Krieger
# source-hash: 4c6597d04532
label-workers = Arbeiter

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
