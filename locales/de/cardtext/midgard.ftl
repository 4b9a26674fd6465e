# Champions of Midgard: card rules text (German). Ids and variables as in the English source
# (en/midgard.ftl). Rules speak to the player with "du" ("erhalte"); a condition is a clause with its
# verb at the end, as it follows "falls".

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

## Card kinds

kind-troll = Troll
kind-draugr = Draugr
kind-monster = Ungeheuer ferner Küsten
kind-journey = Reise
kind-rune = Rune
kind-destiny = Schicksal
kind-merchant-ship = Handelsschiff
kind-leader = Wikinger-Anführer
kind-warrior = Kriegerwürfel
kind-longship = Langschiff
kind-market-stall = Marktstand
kind-location = Spielplanfeld

## Fields: the facts printed on a card

field-health = Leben { $value }
field-attack = Angriff { $value }
field-reward = Belohnung: { $value } { $value ->
    [one] { FORM($item) }
   *[other] { FORM($item, case: "nom-pl") }
 }
field-forbids = Keine { $value }-Würfel
field-colour = Farbe: { $value }
field-cost = Kosten: { $value } { $value ->
    [one] { FORM($item) }
   *[other] { FORM($item, case: "nom-pl") }
 }
field-glory = { $value } { -glory } bei Spielende
field-warriors = Langhaus für { $value } { $value ->
    [one] { -warrior(case: "acc") }
   *[other] { -warrior(case: "acc-pl") }
 }
field-is = Würfel: { $value }
field-faces = { $value } × { $item }
field-dice = { $value } im Vorrat
field-capacity = Fasst { $value } Würfel und Nahrung
field-public = Öffentlich
field-players = Ab { $value } { $value ->
    [one] Spieler
   *[other] Spielern
 }
field-stall = { $value }
field-workers = { $value ->
    [0] Beliebig viele { -worker(case: "nom-pl") }
    [one] { $value } { -worker }
   *[other] { $value } { -worker(case: "nom-pl") }
 }
field-space = { $value }es { -space }

## Timing windows (B.40, B.43, B.47)

window-when-placed = wenn du hier einen Arbeiter einsetzt
window-during-combat = während eines deiner Kämpfe
window-after-reroll = nachdem du { -favor } für einen Neuwurf ausgegeben hast
window-when-killed = wenn du diesen Feind tötest
window-when-revealed = wenn diese Karte aufgedeckt wird
window-after-journey = nachdem eine { -journey } aufgedeckt wurde
window-at-clean-up = beim Aufräumen
window-round-start = zu Beginn der Runde
window-game-end = am Spielende

## Costs

cost-pay = bezahle { $n } { $n ->
    [one] { FORM($r, case: "acc") }
   *[other] { FORM($r, case: "acc-pl") }
 }
cost-discard-self = wirf diese Karte ab

## Effects

effect-gain = erhalte { $n } { $n ->
    [one] { FORM($r, case: "acc") }
   *[other] { FORM($r, case: "acc-pl") }
 }
    .target = { ANIMACY($target) ->
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
effect-lose = verliere { $n } { $n ->
    [one] { FORM($r, case: "acc") }
   *[other] { FORM($r, case: "acc-pl") }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } verliert
       *[other] verliere
    } { $n } { $n ->
        [one] { FORM($r, case: "acc") }
       *[other] { FORM($r, case: "acc-pl") }
    }{ ANIMACY($target) ->
        [inan] { " " }aus { FORM($target, case: "dat") }
       *[other] { "" }
    }
effect-gain-dice = erhalte { $n } { $w }-{ $n ->
    [one] { -die(case: "acc") }
   *[other] { -die(case: "acc-pl") }
 }
effect-take-all-dice = nimm alle { $w }-{ -die(case: "acc-pl") }, die hier liegen
effect-add-dice = füge diesem Kampf { $n } { $w }-{ $n ->
    [one] { -die(case: "acc") }
   *[other] { -die(case: "acc-pl") }
 } hinzu
effect-lose-warriors = verliere { $n } { $n ->
    [one] { -warrior(case: "acc") }
   *[other] { -warrior(case: "acc-pl") }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } verliert
       *[other] verliere
    } { $n } { $n ->
        [one] { -warrior(case: "acc") }
       *[other] { -warrior(case: "acc-pl") }
    }{ ANIMACY($target) ->
        [inan] { " " }aus { FORM($target, case: "dat") }
       *[other] { "" }
    }
effect-nothing = nichts geschieht
effect-fight-kraken = die Krieger an Bord kämpfen gegen einen { -kraken(case: "acc") } (Leben { $h }, Angriff { $a })
effect-first-player = nimm den { -first-player(case: "acc") }; hast du ihn schon, gib ihn nach links weiter
effect-look-journey = sieh dir { $n } verdeckte { $n ->
    [one] { -journey(case: "acc") }
   *[other] { -journey(case: "acc-pl") }
 } an
effect-draw-destiny = ziehe { $n } { $n ->
    [one] { -destiny(case: "acc") }
   *[other] { -destiny(case: "acc-pl") }
 }
effect-gain-worker = erhalte { $n } { $n ->
    [one] { -worker(case: "acc") }
   *[other] { -worker(case: "acc-pl") }
 }
effect-hunt = würfle mit deinen nicht zugewiesenen Würfeln, um Nahrung zu jagen
effect-deal-damage = füge dem Feind { $n } { -damage(case: "acc") } zu
effect-ignore-journey = ignoriere die soeben aufgedeckte { -journey(case: "acc") }
effect-reroll = würfle { $n } { $n ->
    [one] { -die(case: "acc") }
   *[other] { -die(case: "acc-pl") }
 } neu
effect-face-damage = { $n-sign ->
    [minus] jeder Treffer auf einem { $w }-Würfel verursacht { $n-abs } { -damage(case: "acc") } weniger
    [zero] Treffer auf { $w }-Würfeln verursachen den üblichen Schaden
   *[plus] jeder Treffer auf einem { $w }-Würfel verursacht { $n-abs } { -damage(case: "acc") } mehr
 }
effect-free-merchants = { -merchant-ship(case: "nom-pl") } kosten dich nichts
effect-destiny-draws = { $n-sign ->
    [minus] ziehe zur Auswahl { $n-abs } { $n-abs ->
        [one] { -destiny(case: "acc") }
       *[other] { -destiny(case: "acc-pl") }
    } weniger
    [zero] ziehe zur Auswahl so viele Schicksalskarten wie üblich
   *[plus] ziehe zur Auswahl { $n-abs } { $n-abs ->
        [one] { -destiny(case: "acc") }
       *[other] { -destiny(case: "acc-pl") }
    } mehr
 }
effect-buy-longship = kaufe ein eigenes { -longship(case: "acc") } und bezahle seine Kosten
effect-buy-rune = kaufe eine der offenen { -rune(case: "acc-pl") } und bezahle ihre Kosten
effect-trade = tausche { $n } { $n ->
    [one] { FORM($r, case: "acc") }
   *[other] { FORM($r, case: "acc-pl") }
 } gegen { $m } { $m ->
    [one] { FORM($s, case: "acc") }
   *[other] { FORM($s, case: "acc-pl") }
 }

## Conditions: clauses with the verb at the end (after "falls")

cond-nobody-killed = niemand diesen Feind getötet hat
    .negated = jemand diesen Feind getötet hat
cond-most = du am meisten { FORM($t, case: "nom-pl") } hast (Gleichstand zählt)
    .negated = du nicht am meisten { FORM($t, case: "nom-pl") } hast
cond-fighting = du gegen { GENDER($e) ->
    [fem] eine
    [neut] ein
   *[masc] einen
 } { FORM($e, case: "acc") } kämpfst
    .negated = du nicht gegen { GENDER($e) ->
        [fem] eine
        [neut] ein
       *[masc] einen
    } { FORM($e, case: "acc") } kämpfst
cond-fighting-colour = der Feind, gegen den du kämpfst, { $c } ist
    .negated = der Feind, gegen den du kämpfst, nicht { $c } ist
cond-on-longship = du von einem { -longship(case: "dat") } aus kämpfst
    .negated = du nicht von einem { -longship(case: "dat") } aus kämpfst

## Quantities: what a condition counts (the subject of "... beträgt")

quantity-tally = dein Vorrat an { FORM($t, case: "dat-pl") }
quantity-dice = die Zahl deiner Kriegerwürfel
quantity-damage = der Schaden am Feind
quantity-sets = die Zahl deiner Feindessets

## Targets, by case; .animacy: how an effect takes them (en/midgard.ftl)

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
target-longship = { $case ->
   *[nom] das Langschiff
    [acc] das Langschiff
    [dat] dem Langschiff
    [gen] des Langschiffs
 }
    .animacy = inan
target-enemy = { $case ->
   *[nom] der Feind
    [acc] den Feind
    [dat] dem Feind
    [gen] des Feindes
 }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender for "für jeden/jede/jedes")

counter-tally = { $case ->
   *[nom] { $t }
    [acc] { FORM($t, case: "acc") }
 }
    .gender = { GENDER($t) }
counter-enemy-set = { $case ->
   *[nom] Feindesset aus allen drei Farben
    [acc] Feindesset aus allen drei Farben
 }
    .gender = neut
counter-shield = { $case ->
   *[nom] gewürfelter Schild
    [acc] gewürfelten Schild
 }
    .gender = masc

## Durations (after "bis")

duration-end-of-combat = zum Ende des Kampfes
duration-end-of-round = zum Ende der Runde

## Choosers

chooser-self = nach deiner Wahl
