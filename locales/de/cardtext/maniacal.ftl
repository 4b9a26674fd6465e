# Maniacal: card rules text (German). Ids and variables as in the English source (en/maniacal.ftl).
# Rules speak to the player with "du" ("erhalte"); a condition is a clause with its verb at the end,
# as it follows "falls". Nouns take their case from the verb or the preposition before them
# (FORM($target, case: "gen"): "verletze 1 Schergen des Teams").


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
    .clause = { $effect }, bis { $duration }
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

## Card kinds (A.1)

# source-hash: e5941fabd442
kind-room = Raum der Geheimbasis
# source-hash: dc8d5e290e63
kind-henchman = Scherge
# source-hash: 9ff7a20ff7a6
kind-contract = Auftrag
# source-hash: 729183c7ee43
kind-supervillain = Superschurke
# source-hash: 711eccfd845e
kind-lackey = Lakai
# source-hash: e93a431c4857
kind-mercenary = Söldner
# source-hash: 808c918d89b8
kind-power = Superkraft
# source-hash: 63eb7fa63791
kind-scheme = Intrige
# source-hash: d3f084d80e1c
kind-finale = Finale
# source-hash: 5c15cbfac6c6
kind-hero = Held (D.O.P.E.-Truppe)
# source-hash: 1d69f22cfafd
kind-location = Sonderort

## Fields: the facts printed on a card

# source-hash: f9e14f2a9468
field-cost = Kosten { $value }
# source-hash: 122a0dba0db8
field-attraction = Anziehung für { FORM($item, case: "acc-pl") } +{ $value }
# source-hash: d943ad2e511e
field-activation = { $value }
# source-hash: b6e2b8fe6c6d
field-type = Typ: { $value }
# source-hash: 6ea6a9676867
field-brawn = { -brawn } { $value }
# source-hash: 93ebbdd796f7
field-stealth = { -stealth } { $value }
# source-hash: 251ec5d10f53
field-intellect = { -intellect } { $value }
# source-hash: 93ac624f9b1a
field-magic = { -magic } { $value }
# source-hash: dec31f9a7abb
field-difficulty = Schwierigkeit: { $value }
# source-hash: 8429d03d4459
field-needs =
    Benötigt: { $value } { $value ->
        [one] { -success }
       *[other] { -success(case: "nom-pl") }
    } ({ $item })
# source-hash: b6674d54f33d
field-team =
    Team: { $value } { $value ->
        [one] { -henchman }
       *[other] { -henchman(case: "nom-pl") }
    }
# source-hash: 87b4fc9a5f40
field-recommended = Empfohlen: { $value }
# source-hash: 3147fbed4018
field-reward =
    Belohnung: { $item-key ->
        [money] { $value } $
       *[other]
            { $value } { $value ->
                [one] { FORM($item) }
               *[other] { FORM($item, case: "nom-pl") }
            }
    }
# source-hash: 167bf45059e6
field-base = Versteck: { $value }
# source-hash: 61959673d1fb
field-closest = Am nächsten: { $value }
# source-hash: 39425b811fbc
field-lackey = Lakai: { $value }
# source-hash: df510479e954
field-strength = Stärke: { $value }
# source-hash: 326e8cf00aeb
field-weakness = Schwäche: { $value }
# source-hash: 61763f5a1129
field-villain = Dient: { $value }
# source-hash: 22a226796f37
field-hired-at = Anzuheuern: { $value }
# source-hash: 3767a2741513
field-bonus = Bonus auf { $item }: { $value }
# source-hash: 42dee6b95ca1
field-patrols = Patrouilliert in { FORM($value, case: "dat") }
# source-hash: 238a39c70c7e
field-is = Ort: { $value }
# source-hash: 9faa1b3b31cd
field-weeks =
    Ein Besuch dauert { $value } { $value ->
        [one] { -week }
       *[other] { -week(case: "nom-pl") }
    }

## Timing windows (A.2, A.14)

# source-hash: 9ea026b61c8f
window-when-built = wenn du diesen Raum baust
    .clause = yes
# source-hash: fbcf6a691a4a
window-when-activated = wenn du diesen Raum aktivierst
    .clause = yes
# source-hash: 6445162f4645
window-contract-phase = in der { -contract-phase(case: "dat") }
# source-hash: 2bcb3649bd4d
window-henchmen-phase = zu Beginn der { -henchmen-phase(case: "gen") }
# source-hash: 645760f3105f
window-when-recruited = wenn du diesen Schergen anwirbst
    .clause = yes
# source-hash: 5c229c3c5d9f
window-contract-revealed = wenn ein Auftrag aufgedeckt wird
    .clause = yes
# source-hash: 2ab5b423d8f6
window-on-success = wenn ein Auftrag, den du versuchst, gelingt
    .clause = yes
# source-hash: 645e0aa83b2b
window-on-failure = wenn ein Auftrag, den du versuchst, scheitert
    .clause = yes
# source-hash: 2ee458f333ee
window-when-visited = wenn du diesen Ort besuchst
    .clause = yes
# source-hash: 330635a7aa44
window-any-time = jederzeit
# source-hash: c10154f1a1d4
window-at-clean-up = beim { -clean-up(case: "dat") }
# source-hash: 25938f1b6489
window-game-end = am Spielende
# source-hash: 452b0b619762
window-base-building = nach jedem Bauen oder Verkaufen

## Costs

# source-hash: 94fa775f92cf
cost-spend-weeks =
    gib { $n } { $n ->
        [one] { -week(case: "acc") }
       *[other] { -week(case: "acc-pl") }
    } aus
# source-hash: ab24f1fb9dbb
cost-pay =
    bezahle { $r-key ->
        [money] { $n } $
       *[other]
            { $n } { $n ->
                [one] { FORM($r, case: "acc") }
               *[other] { FORM($r, case: "acc-pl") }
            }
    }
# source-hash: 15df5c633c4a
cost-exhaust-self = erschöpfe diese Karte
# source-hash: 0ac03cce8dc9
cost-discard-self = wirf diese Karte ab
# source-hash: 3a9b45a8f0ae
cost-discard-schemes =
    wirf { $n } { $n ->
        [one] { -scheme(case: "acc") }
       *[other] { -scheme(case: "acc-pl") }
    } ab

## Effects

# source-hash: e4167a4b0aea
effect-gain =
    erhalte { $r-key ->
        [money] { $n } $
       *[other]
            { $n } { $n ->
                [one] { FORM($r, case: "acc") }
               *[other] { FORM($r, case: "acc-pl") }
            }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } erhält
           *[other] erhalte
        } { $r-key ->
            [money] { $n } $
           *[other]
                { $n } { $n ->
                    [one] { FORM($r, case: "acc") }
                   *[other] { FORM($r, case: "acc-pl") }
                }
        }
# source-hash: 97d3b76de715
effect-lose =
    verliere { $r-key ->
        [money] { $n } $
       *[other]
            { $n } { $n ->
                [one] { FORM($r, case: "acc") }
               *[other] { FORM($r, case: "acc-pl") }
            }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } verliert
           *[other] verliere
        } { $r-key ->
            [money] { $n } $
           *[other]
                { $n } { $n ->
                    [one] { FORM($r, case: "acc") }
                   *[other] { FORM($r, case: "acc-pl") }
                }
        }
# source-hash: f6b1c4b0a5db
effect-steal =
    stiehl { $r-key ->
        [money] { $n } $
       *[other]
            { $n } { $n ->
                [one] { FORM($r, case: "acc") }
               *[other] { FORM($r, case: "acc-pl") }
            }
    }
    .target =
        stiehl { FORM($target, case: "dat") } { $r-key ->
            [money] { $n } $
           *[other]
                { $n } { $n ->
                    [one] { FORM($r, case: "acc") }
                   *[other] { FORM($r, case: "acc-pl") }
                }
        }
# source-hash: deb3097a4021
effect-gain-attraction = erhalte { $n } { -attraction } für { FORM($t, case: "acc-pl") }
# source-hash: 47a4f6cec535
effect-gain-any-attraction = erhalte { $n } { -attraction }, beliebig auf deine Leisten verteilt
# source-hash: 106df005fb4c
effect-lose-attraction = verliere { $n } { -attraction } für { FORM($t, case: "acc-pl") }
# source-hash: 6de623c5617d
effect-lose-any-attraction = verliere { $n } { -attraction } von Leisten deiner Wahl
# source-hash: a5c6805f123a
effect-draw-schemes =
    ziehe { $n } { $n ->
        [one] { -scheme(case: "acc") }
       *[other] { -scheme(case: "acc-pl") }
    }
# source-hash: b6dd9718c754
effect-draw-rooms =
    ziehe { $n } { $n ->
        [one] { -room(case: "acc") }
       *[other] { -room(case: "acc-pl") }
    }
# source-hash: feb8fd3b538c
effect-draw-contracts =
    ziehe { $n } { $n ->
        [one] { -contract(case: "acc") }
       *[other] { -contract(case: "acc-pl") }
    }
# source-hash: e5c83aeb7f05
effect-gain-power =
    erhalte { $n } { $n ->
        [one] { -power(case: "acc") }
       *[other] { -power(case: "acc-pl") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } erhält
           *[other] erhalte
        } { $n } { $n ->
            [one] { -power(case: "acc") }
           *[other] { -power(case: "acc-pl") }
        }
# source-hash: 7ba8db3a239e
effect-injure =
    verletze { $n } { $n ->
        [one] { -henchman(case: "acc") }
       *[other] { -henchman(case: "acc-pl") }
    }
    .target =
        verletze { $n } { $n ->
            [one] { -henchman(case: "acc") }
           *[other] { -henchman(case: "acc-pl") }
        } { FORM($target, case: "gen") }
# source-hash: 41942aea6356
effect-capture =
    { $n } { $n ->
        [one] { -henchman } wird
       *[other] { -henchman(case: "nom-pl") } werden
    } gefangen genommen
    .target =
        { $n } { $n ->
            [one] { -henchman }
           *[other] { -henchman(case: "nom-pl") }
        } { FORM($target, case: "gen") } { $n ->
            [one] wird
           *[other] werden
        } gefangen genommen
# source-hash: 1eb765b1dcec
effect-heal =
    heile { $n } { $n ->
        [one] { -injury(case: "acc") }
       *[other] { -injury(case: "acc-pl") }
    }
# source-hash: 9dc004befd10
effect-hire =
    heuere { $n } { $n ->
        [one] { -mercenary(case: "acc") }
       *[other] { -mercenary(case: "acc-pl") }
    } an
# source-hash: fcfe1ff2eeec
effect-refresh =
    mache { $n } { $n ->
        [one] { -henchman(case: "acc") }
       *[other] { -henchman(case: "acc-pl") }
    } wieder bereit
# source-hash: 4b79ba50e556
effect-refresh-all = mache alle deine Schergen und deinen Superschurken wieder bereit
# source-hash: 6464dcabf60a
effect-target-change =
    { $n-sign ->
        [minus]
            der Auftrag braucht { $n-abs } { $n-abs ->
                [one] { -success(case: "acc") }
               *[other] { -success(case: "acc-pl") }
            } weniger
        [zero] der Auftrag braucht so viele Erfolge wie zuvor
       *[plus]
            der Auftrag braucht { $n-abs } { $n-abs ->
                [one] { -success(case: "acc") }
               *[other] { -success(case: "acc-pl") }
            } mehr
    }
# source-hash: 8b8c92671027
effect-add-dice =
    füge dem Pool { $n } { $trait }-{ $n ->
        [one] { -die(case: "acc") }
       *[other] { -die(case: "acc-pl") }
    } hinzu
# source-hash: aa803a9f494b
effect-reroll =
    würfle { $n } { $n ->
        [one] { -die(case: "acc") }
       *[other] { -die(case: "acc-pl") }
    } neu
# source-hash: 8871ef0e10a7
effect-trait-bonus = { $trait } { $n-signed }
# source-hash: e35cf448c981
effect-contract-weeks =
    { $n-sign ->
        [minus]
            Aufträge kosten dich { $n-abs } { $n-abs ->
                [one] { -week(case: "acc") }
               *[other] { -week(case: "acc-pl") }
            } weniger
        [zero] Aufträge kosten dich so viel Zeit wie zuvor
       *[plus]
            Aufträge kosten dich { $n-abs } { $n-abs ->
                [one] { -week(case: "acc") }
               *[other] { -week(case: "acc-pl") }
            } mehr
    }
# source-hash: e86337c1d287
effect-no-healing = die Verletzungen deiner Schergen heilen nie
# source-hash: 42bb9945355c
effect-second-injury-captures = ein Scherge von dir, der ein zweites Mal verletzt wird, wird gefangen genommen
# source-hash: 020e3ce3eb3a
effect-arrest =
    die Helden verhaften { $n } { $n ->
        [one] { -henchman(case: "acc") }
       *[other] { -henchman(case: "acc-pl") }
    }

## Conditions: clauses with the verb at the end (after "falls")

# source-hash: fa81b5e354f7
cond-playing-strengths = mit den Stärken der Superschurken gespielt wird
    .negated = ohne die Stärken der Superschurken gespielt wird
# source-hash: 0f0e7d1b0595
cond-playing-weaknesses = mit den Schwächen der Superschurken gespielt wird
    .negated = ohne die Schwächen der Superschurken gespielt wird
# source-hash: f63718121799
cond-recommended = der Auftrag { $trait } empfiehlt
    .negated = der Auftrag { $trait } nicht empfiehlt
# source-hash: 6ec902039a70
cond-difficulty = der Auftrag { $d } ist
    .negated = der Auftrag nicht { $d } ist
# source-hash: c2febadd1168
cond-on-continent = der Auftrag in { FORM($c, case: "dat") } liegt
    .negated = der Auftrag nicht in { FORM($c, case: "dat") } liegt
# source-hash: 6742d12a0aa4
cond-mixed-team = das Team Schergen verschiedener Typen hat
    .negated = alle Schergen des Teams vom selben Typ sind
# source-hash: 890438d0bff9
cond-team-has =
    das Team { GENDER($t) ->
        [fem] eine
        [neut] ein
       *[masc] einen
    } { FORM($t, case: "acc") } hat
    .negated =
        das Team { GENDER($t) ->
            [fem] keine
            [neut] kein
           *[masc] keinen
        } { FORM($t, case: "acc") } hat
# source-hash: 2c6ce7ce3ce6
cond-injured = der Scherge verletzt ist
    .negated = der Scherge nicht verletzt ist

## Quantities: what a condition counts (the subject of "... beträgt")

# source-hash: dab94accd05d
quantity-resource =
    { $r-key ->
        [money] dein Geld
        [weeks] die Zahl deiner verbleibenden Wochen
       *[other] deine { $r }
    }
# source-hash: 95d88f308137
quantity-attraction = deine Anziehung für { FORM($t, case: "acc-pl") }
# source-hash: ea37f4049a05
quantity-completed = die Zahl deiner abgeschlossenen Aufträge
# source-hash: b3e7402f828d
quantity-completed-trait = die Zahl deiner abgeschlossenen Aufträge mit der Empfehlung { $trait }
# source-hash: 325b887d056c
quantity-henchmen = die Zahl deiner Schergen
# source-hash: 3be4b267a918
quantity-rooms = die Zahl der Räume in deiner Basis
# source-hash: 0a844df5c73c
quantity-injured = die Zahl deiner verletzten Schergen
# source-hash: d9e3a71561e0
quantity-team-size = die Größe des Teams

## Targets, by case; .animacy: how an effect takes them (en/maniacal.ftl)

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
# source-hash: e735cd92098b
target-team =
    { $case ->
       *[nom] das Team
        [acc] das Team
        [dat] dem Team
        [gen] des Teams
    }
    .animacy = inan
# source-hash: 440c1404efed
target-one-henchman =
    { $case ->
       *[nom] einer deiner Schergen
        [acc] einen deiner Schergen
        [dat] einem deiner Schergen
        [gen] eines deiner Schergen
    }
    .animacy = anim
# source-hash: 8e9b6f11c781
target-each-henchman =
    { $case ->
       *[nom] jeder deiner Schergen
        [acc] jeden deiner Schergen
        [dat] jedem deiner Schergen
        [gen] jedes deiner Schergen
    }
    .animacy = anim
# source-hash: ad014d836826
target-villain =
    { $case ->
       *[nom] dein Superschurke
        [acc] deinen Superschurken
        [dat] deinem Superschurken
        [gen] deines Superschurken
    }
    .animacy = anim
# source-hash: 65112deffe33
target-contract =
    { $case ->
       *[nom] der Auftrag
        [acc] den Auftrag
        [dat] dem Auftrag
        [gen] des Auftrags
    }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender for "für jeden/jede/jedes")

# source-hash: 7087b04b371f
counter-room-built =
    { $case ->
       *[nom] Raum in deiner Basis
        [acc] Raum in deiner Basis
    }
    .gender = masc
# source-hash: 2a77df52bb41
counter-team-henchman =
    { $case ->
       *[nom] Scherge im Team
        [acc] Schergen im Team
    }
    .gender = masc
# source-hash: 6da6d55307a5
counter-typed-henchman =
    { $case ->
       *[nom] { $t } unter deinen Schergen
        [acc] { FORM($t, case: "acc") } unter deinen Schergen
    }
    .gender = { GENDER($t) }
# source-hash: 8e0bfbcba670
counter-contract-completed =
    { $case ->
       *[nom] abgeschlossener Auftrag
        [acc] abgeschlossenen Auftrag
    }
    .gender = masc
# source-hash: 2e8feb3369c1
counter-injured-henchman =
    { $case ->
       *[nom] verletzter Scherge
        [acc] verletzten Schergen
    }
    .gender = masc

## Durations (after "bis")

# source-hash: 9d30ba070b4b
duration-end-of-contract = der Auftrag abgewickelt ist
    .clause = yes
# source-hash: b10fdad6fa13
duration-end-of-phase = zum Ende der Phase
# source-hash: e14e1d4c0b7e
duration-end-of-round = zum Ende der Runde

## Choosers

# source-hash: 84f0e5407338
chooser-self = nach deiner Wahl

## Field labels: how a face names a field it lists ("Base: ...")

# source-hash: 91963750c610
label-activation = Aktivierung
# source-hash: 33362bfce2c0
label-attraction = Anziehung
# source-hash: 69a2db967455
label-base = Basis
# source-hash: 42fc0aa03eec
label-bonus = Bonus
# source-hash: 6d9b6a1e96c6
label-brawn = { -brawn }
# source-hash: c39aeb40f781
label-closest = Am nächsten
# source-hash: d2e45501a137
label-cost = Kosten
# source-hash: dc37c82cccf6
label-difficulty = Schwierigkeit
# source-hash: 2e27fcc80c23
label-hired-at = Angeheuert in
# source-hash: f3367cf12677
label-intellect = { -intellect }
# source-hash: 5b8190092617
label-lackey = Lakai
# source-hash: 092278c3e1b1
label-magic = { -magic }
# source-hash: 82210c1cb6f4
label-needs = Benötigt
# source-hash: 134caed3abba
label-patrols = Patrouilliert
# source-hash: 873c53e4d0ac
label-recommended = Empfohlen
# source-hash: 2c5040e012de
label-reward = Belohnung
# source-hash: 8e687e935bdb
label-stealth = { -stealth }
# source-hash: 111d18214b3b
label-strength = Stärke
# source-hash: 3ce39c0c92cb
label-team = Team
# source-hash: ea45c43bddce
label-type = Typ
# source-hash: 2cd4e8f33bd1
label-villain = Schurke
# source-hash: 27d751520d68
label-weakness = Schwäche
# source-hash: 3fe376cc8fcc
label-weeks = Wochen

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
