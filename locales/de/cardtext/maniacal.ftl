# Maniacal: card rules text (German). Ids and variables as in the English source (en/maniacal.ftl).
# Rules speak to the player with "du" ("erhalte"); a condition is a clause with its verb at the end,
# as it follows "falls". Nouns take their case from the verb or the preposition before them
# (FORM($target, case: "gen"): "verletze 1 Schergen des Teams").

## How a rule is put together

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, falls { $condition }
construct-if = falls { $condition }
construct-target = { $target }: { $effect }
construct-for-each = { $effect } für { GENDER($counter) ->
    [fem] jede
    [neut] jedes
   *[masc] jeden
 } { FORM($counter, case: "acc") }
construct-lasting = { $effect } bis { $duration }
construct-effect-if = { $effect }, falls { $condition }
construct-choice-free = { $options }
construct-choice = { $options } – { $chooser }
construct-not = es nicht so ist, dass { $condition }
construct-compare = { $quantity } { $op ->
    [lt] weniger als { $n }
    [le] höchstens { $n }
    [eq] genau { $n }
    [ne] nicht { $n }
    [gt] mehr als { $n }
   *[ge] mindestens { $n }
 } beträgt
construct-compare-other = { $quantity } { $op ->
    [lt] kleiner als { $other } ist
    [le] höchstens so groß wie { $other } ist
    [eq] so groß wie { $other } ist
    [ne] anders als { $other } ist
    [gt] größer als { $other } ist
   *[ge] mindestens so groß wie { $other } ist
 }

## Card kinds (A.1)

kind-room = Raum der Geheimbasis
kind-henchman = Scherge
kind-contract = Auftrag
kind-supervillain = Superschurke
kind-lackey = Lakai
kind-mercenary = Söldner
kind-power = Superkraft
kind-scheme = Intrige
kind-finale = Finale
kind-hero = Held (D.O.P.E.-Truppe)
kind-location = Sonderort

## Fields: the facts printed on a card

field-cost = Kosten { $value }
field-attraction = Anziehung für { FORM($item, case: "acc-pl") } +{ $value }
field-activation = { $value }
field-type = Typ: { $value }
field-brawn = { -brawn } { $value }
field-stealth = { -stealth } { $value }
field-intellect = { -intellect } { $value }
field-magic = { -magic } { $value }
field-difficulty = Schwierigkeit: { $value }
field-needs = Benötigt: { $value } { $value ->
    [one] { -success }
   *[other] { -success(case: "nom-pl") }
 } ({ $item })
field-team = Team: { $value } { $value ->
    [one] { -henchman }
   *[other] { -henchman(case: "nom-pl") }
 }
field-recommended = Empfohlen: { $value }
field-reward = Belohnung: { $item-key ->
    [money] { $value } $
   *[other] { $value } { $value ->
        [one] { FORM($item) }
       *[other] { FORM($item, case: "nom-pl") }
    }
 }
field-base = Versteck: { $value }
field-closest = Am nächsten: { $value }
field-lackey = Lakai: { $value }
field-strength = Stärke: { $value }
field-weakness = Schwäche: { $value }
field-villain = Dient: { $value }
field-hired-at = Anzuheuern: { $value }
field-bonus = Bonus auf { $item }: { $value }
field-patrols = Patrouilliert in { FORM($value, case: "dat") }
field-is = Ort: { $value }
field-weeks = Ein Besuch dauert { $value } { $value ->
    [one] { -week }
   *[other] { -week(case: "nom-pl") }
 }

## Timing windows (A.2, A.14)

window-when-built = wenn du diesen Raum baust
window-when-activated = wenn du diesen Raum aktivierst
window-contract-phase = in der { -contract-phase(case: "dat") }
window-henchmen-phase = zu Beginn der { -henchmen-phase(case: "gen") }
window-when-recruited = wenn du diesen Schergen anwirbst
window-contract-revealed = wenn ein Auftrag aufgedeckt wird
window-on-success = wenn ein Auftrag, den du versuchst, gelingt
window-on-failure = wenn ein Auftrag, den du versuchst, scheitert
window-when-visited = wenn du diesen Ort besuchst
window-any-time = jederzeit
window-at-clean-up = beim { -clean-up(case: "dat") }
window-game-end = am Spielende
window-base-building = nach jedem Bauen oder Verkaufen

## Costs

cost-spend-weeks = gib { $n } { $n ->
    [one] { -week(case: "acc") }
   *[other] { -week(case: "acc-pl") }
 } aus
cost-pay = bezahle { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
       *[other] { FORM($r, case: "acc-pl") }
    }
 }
cost-exhaust-self = erschöpfe diese Karte
cost-discard-self = wirf diese Karte ab
cost-discard-schemes = wirf { $n } { $n ->
    [one] { -scheme(case: "acc") }
   *[other] { -scheme(case: "acc-pl") }
 } ab

## Effects

effect-gain = erhalte { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
       *[other] { FORM($r, case: "acc-pl") }
    }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } erhält
       *[other] erhalte
    } { $r-key ->
        [money] { $n } $
       *[other] { $n } { $n ->
            [one] { FORM($r, case: "acc") }
           *[other] { FORM($r, case: "acc-pl") }
        }
    }
effect-lose = verliere { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
       *[other] { FORM($r, case: "acc-pl") }
    }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } verliert
       *[other] verliere
    } { $r-key ->
        [money] { $n } $
       *[other] { $n } { $n ->
            [one] { FORM($r, case: "acc") }
           *[other] { FORM($r, case: "acc-pl") }
        }
    }
effect-steal = stiehl { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
       *[other] { FORM($r, case: "acc-pl") }
    }
 }
    .target = stiehl { FORM($target, case: "dat") } { $r-key ->
        [money] { $n } $
       *[other] { $n } { $n ->
            [one] { FORM($r, case: "acc") }
           *[other] { FORM($r, case: "acc-pl") }
        }
    }
effect-gain-attraction = erhalte { $n } { -attraction } für { FORM($t, case: "acc-pl") }
effect-gain-any-attraction = erhalte { $n } { -attraction }, beliebig auf deine Leisten verteilt
effect-lose-attraction = verliere { $n } { -attraction } für { FORM($t, case: "acc-pl") }
effect-lose-any-attraction = verliere { $n } { -attraction } von Leisten deiner Wahl
effect-draw-schemes = ziehe { $n } { $n ->
    [one] { -scheme(case: "acc") }
   *[other] { -scheme(case: "acc-pl") }
 }
effect-draw-rooms = ziehe { $n } { $n ->
    [one] { -room(case: "acc") }
   *[other] { -room(case: "acc-pl") }
 }
effect-draw-contracts = ziehe { $n } { $n ->
    [one] { -contract(case: "acc") }
   *[other] { -contract(case: "acc-pl") }
 }
effect-gain-power = erhalte { $n } { $n ->
    [one] { -power(case: "acc") }
   *[other] { -power(case: "acc-pl") }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } erhält
       *[other] erhalte
    } { $n } { $n ->
        [one] { -power(case: "acc") }
       *[other] { -power(case: "acc-pl") }
    }
effect-injure = verletze { $n } { $n ->
    [one] { -henchman(case: "acc") }
   *[other] { -henchman(case: "acc-pl") }
 }
    .target = verletze { $n } { $n ->
        [one] { -henchman(case: "acc") }
       *[other] { -henchman(case: "acc-pl") }
    } { FORM($target, case: "gen") }
effect-capture = { $n } { $n ->
    [one] { -henchman } wird
   *[other] { -henchman(case: "nom-pl") } werden
 } gefangen genommen
    .target = { $n } { $n ->
        [one] { -henchman }
       *[other] { -henchman(case: "nom-pl") }
    } { FORM($target, case: "gen") } { $n ->
        [one] wird
       *[other] werden
    } gefangen genommen
effect-heal = heile { $n } { $n ->
    [one] { -injury(case: "acc") }
   *[other] { -injury(case: "acc-pl") }
 }
effect-hire = heuere { $n } { $n ->
    [one] { -mercenary(case: "acc") }
   *[other] { -mercenary(case: "acc-pl") }
 } an
effect-refresh = mache { $n } { $n ->
    [one] { -henchman(case: "acc") }
   *[other] { -henchman(case: "acc-pl") }
 } wieder bereit
effect-refresh-all = mache alle deine Schergen und deinen Superschurken wieder bereit
effect-target-change = { $n-sign ->
    [minus] der Auftrag braucht { $n-abs } { $n-abs ->
        [one] { -success(case: "acc") }
       *[other] { -success(case: "acc-pl") }
    } weniger
    [zero] der Auftrag braucht so viele Erfolge wie zuvor
   *[plus] der Auftrag braucht { $n-abs } { $n-abs ->
        [one] { -success(case: "acc") }
       *[other] { -success(case: "acc-pl") }
    } mehr
 }
effect-add-dice = füge dem Pool { $n } { $trait }-{ $n ->
    [one] { -die(case: "acc") }
   *[other] { -die(case: "acc-pl") }
 } hinzu
effect-reroll = würfle { $n } { $n ->
    [one] { -die(case: "acc") }
   *[other] { -die(case: "acc-pl") }
 } neu
effect-trait-bonus = { $trait } { $n-signed }
effect-contract-weeks = { $n-sign ->
    [minus] Aufträge kosten dich { $n-abs } { $n-abs ->
        [one] { -week(case: "acc") }
       *[other] { -week(case: "acc-pl") }
    } weniger
    [zero] Aufträge kosten dich so viel Zeit wie zuvor
   *[plus] Aufträge kosten dich { $n-abs } { $n-abs ->
        [one] { -week(case: "acc") }
       *[other] { -week(case: "acc-pl") }
    } mehr
 }
effect-no-healing = die Verletzungen deiner Schergen heilen nie
effect-second-injury-captures = ein Scherge von dir, der ein zweites Mal verletzt wird, wird gefangen genommen
effect-arrest = die Helden verhaften { $n } { $n ->
    [one] { -henchman(case: "acc") }
   *[other] { -henchman(case: "acc-pl") }
 }

## Conditions: clauses with the verb at the end (after "falls")

cond-playing-strengths = mit den Stärken der Superschurken gespielt wird
    .negated = ohne die Stärken der Superschurken gespielt wird
cond-playing-weaknesses = mit den Schwächen der Superschurken gespielt wird
    .negated = ohne die Schwächen der Superschurken gespielt wird
cond-recommended = der Auftrag { $trait } empfiehlt
    .negated = der Auftrag { $trait } nicht empfiehlt
cond-difficulty = der Auftrag { $d } ist
    .negated = der Auftrag nicht { $d } ist
cond-on-continent = der Auftrag in { FORM($c, case: "dat") } liegt
    .negated = der Auftrag nicht in { FORM($c, case: "dat") } liegt
cond-mixed-team = das Team Schergen verschiedener Typen hat
    .negated = alle Schergen des Teams vom selben Typ sind
cond-team-has = das Team { GENDER($t) ->
    [fem] eine
    [neut] ein
   *[masc] einen
 } { FORM($t, case: "acc") } hat
    .negated = das Team { GENDER($t) ->
        [fem] keine
        [neut] kein
       *[masc] keinen
    } { FORM($t, case: "acc") } hat
cond-injured = der Scherge verletzt ist
    .negated = der Scherge nicht verletzt ist

## Quantities: what a condition counts (the subject of "... beträgt")

quantity-resource = { $r-key ->
    [money] dein Geld
    [weeks] die Zahl deiner verbleibenden Wochen
   *[other] deine { $r }
 }
quantity-attraction = deine Anziehung für { FORM($t, case: "acc-pl") }
quantity-completed = die Zahl deiner abgeschlossenen Aufträge
quantity-completed-trait = die Zahl deiner abgeschlossenen Aufträge mit der Empfehlung { $trait }
quantity-henchmen = die Zahl deiner Schergen
quantity-rooms = die Zahl der Räume in deiner Basis
quantity-injured = die Zahl deiner verletzten Schergen
quantity-team-size = die Größe des Teams

## Targets, by case; .animacy: how an effect takes them (en/maniacal.ftl)

target-self = { $case ->
   *[nom] du
    [acc] dich
    [dat] dir
    [gen] deiner
 }
    .animacy = self
target-other-player = { $case ->
   *[nom] ein anderer Spieler deiner Wahl
    [acc] einen anderen Spieler deiner Wahl
    [dat] einem anderen Spieler deiner Wahl
    [gen] eines anderen Spielers deiner Wahl
 }
    .animacy = anim
target-each-player = { $case ->
   *[nom] jeder Spieler
    [acc] jeden Spieler
    [dat] jedem Spieler
    [gen] jedes Spielers
 }
    .animacy = anim
target-each-other-player = { $case ->
   *[nom] jeder andere Spieler
    [acc] jeden anderen Spieler
    [dat] jedem anderen Spieler
    [gen] jedes anderen Spielers
 }
    .animacy = anim
target-team = { $case ->
   *[nom] das Team
    [acc] das Team
    [dat] dem Team
    [gen] des Teams
 }
    .animacy = inan
target-one-henchman = { $case ->
   *[nom] einer deiner Schergen
    [acc] einen deiner Schergen
    [dat] einem deiner Schergen
    [gen] eines deiner Schergen
 }
    .animacy = anim
target-each-henchman = { $case ->
   *[nom] jeder deiner Schergen
    [acc] jeden deiner Schergen
    [dat] jedem deiner Schergen
    [gen] jedes deiner Schergen
 }
    .animacy = anim
target-villain = { $case ->
   *[nom] dein Superschurke
    [acc] deinen Superschurken
    [dat] deinem Superschurken
    [gen] deines Superschurken
 }
    .animacy = anim
target-contract = { $case ->
   *[nom] der Auftrag
    [acc] den Auftrag
    [dat] dem Auftrag
    [gen] des Auftrags
 }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender for "für jeden/jede/jedes")

counter-room-built = { $case ->
   *[nom] Raum in deiner Basis
    [acc] Raum in deiner Basis
 }
    .gender = masc
counter-team-henchman = { $case ->
   *[nom] Scherge im Team
    [acc] Schergen im Team
 }
    .gender = masc
counter-typed-henchman = { $case ->
   *[nom] { $t } unter deinen Schergen
    [acc] { FORM($t, case: "acc") } unter deinen Schergen
 }
    .gender = { GENDER($t) }
counter-contract-completed = { $case ->
   *[nom] abgeschlossener Auftrag
    [acc] abgeschlossenen Auftrag
 }
    .gender = masc
counter-injured-henchman = { $case ->
   *[nom] verletzter Scherge
    [acc] verletzten Schergen
 }
    .gender = masc

## Durations (after "bis")

duration-end-of-contract = der Auftrag abgewickelt ist
duration-end-of-phase = zum Ende der Phase
duration-end-of-round = zum Ende der Runde

## Choosers

chooser-self = nach deiner Wahl
