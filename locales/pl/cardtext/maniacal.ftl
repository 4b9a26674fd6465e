# Maniacal: card rules text (Polish). Ids and variables as in the English source (en/maniacal.ftl).
# Rules speak to the player in the imperative ("zdobądź"). After a number a noun takes the form
# CLDR's category asks: one — the singular (the accusative after a verb: "1 intrygę"); few — the
# plural ("2 intrygi"; for persons the genitive: "2 popleczników"); many — the genitive plural
# ("5 intryg", and "21 intryg": 21 is many in Polish); other (fractions) — the genitive singular.
# An uncountable term (Niesława) keeps its genitive singular where a plural would be ("5 Niesławy").

## How a rule is put together

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, jeśli { $condition }
construct-if = jeśli { $condition }
construct-target = { $target }: { $effect }
construct-for-each = { $effect } za { GENDER($counter) ->
    [fem] każdą
    [neut] każde
   *[masc] { ANIMACY($counter) ->
        [anim] każdego
       *[inan] każdy
    }
 } { FORM($counter, case: "acc") }
construct-lasting = { $effect } do { FORM($duration, case: "gen") }
construct-effect-if = { $effect }, jeśli { $condition }
construct-choice-free = { $options }
construct-choice = { $options } — { $chooser }
construct-not = nieprawda, że { $condition }
construct-compare = { $quantity } { $op ->
    [lt] wynosi mniej niż { $n }
    [le] wynosi { $n } lub mniej
    [eq] wynosi dokładnie { $n }
    [ne] nie wynosi { $n }
    [gt] wynosi więcej niż { $n }
   *[ge] wynosi { $n } lub więcej
 }
construct-compare-other = { $quantity } { $op ->
    [lt] wynosi mniej niż { $other }
    [le] wynosi najwyżej tyle, ile { $other }
    [eq] wynosi tyle samo, ile { $other }
    [ne] wynosi inaczej niż { $other }
    [gt] wynosi więcej niż { $other }
   *[ge] wynosi co najmniej tyle, ile { $other }
 }

## Card kinds (A.1)

kind-room = Pomieszczenie tajnej bazy
kind-henchman = Poplecznik
kind-contract = Kontrakt
kind-supervillain = Superzłoczyńca
kind-lackey = Lokaj
kind-mercenary = Najemnik
kind-power = Supermoc
kind-scheme = Intryga
kind-finale = Finał
kind-hero = Bohater (Oddział D.O.P.E.)
kind-location = Miejsce specjalne

## Fields: the facts printed on a card

field-cost = Koszt { $value }
field-attraction = Przyciąganie { FORM($item, case: "gen-pl") } +{ $value }
field-activation = { $value }
field-type = Typ: { $value }
field-brawn = { -brawn } { $value }
field-stealth = { -stealth } { $value }
field-intellect = { -intellect } { $value }
field-magic = { -magic } { $value }
field-difficulty = Trudność: { $value-key ->
    [easy] niska
    [hard] wysoka
   *[legendary] legendarna
 }
field-needs = Potrzeba { $value } { $value ->
    [one] { -success(case: "gen") }
    [few] { -success(case: "gen-pl") }
    [many] { -success(case: "gen-pl") }
   *[other] { -success(case: "gen") }
 } { FORM($item, case: "gen") }
field-team = Drużyna: { $value } { $value ->
    [one] { -henchman }
    [few] { -henchman(case: "gen-pl") }
    [many] { -henchman(case: "gen-pl") }
   *[other] { -henchman(case: "gen") }
 }
field-recommended = Zalecana cecha: { $value }
field-reward = Nagroda: { $item-key ->
    [money] { $value } $
   *[other] { $value } { $value ->
        [one] { FORM($item) }
        [few] { FORM($item, case: "nom-pl") }
        [many] { FORM($item, case: "gen-pl") }
       *[other] { FORM($item, case: "gen") }
    }
 }
field-base = Kryjówka: { $value }
field-closest = Najbliżej: { $value }
field-lackey = Lokaj: { $value }
field-strength = Atut: { $value }
field-weakness = Słabość: { $value }
field-villain = Służy: { $value }
field-hired-at = Do wynajęcia w { FORM($value, case: "loc") }
field-bonus = Premia do { FORM($item, case: "gen") }: { $value }
field-patrols = Patroluje { FORM($value, case: "acc") }
field-is = Miejsce: { $value }
field-weeks = Wizyta trwa { $value } { $value ->
    [one] { -week }
    [few] { -week(case: "nom-pl") }
    [many] { -week(case: "gen-pl") }
   *[other] { -week(case: "gen") }
 }

## Timing windows (A.2, A.14)

window-when-built = gdy budujesz to pomieszczenie
window-when-activated = gdy aktywujesz to pomieszczenie
window-contract-phase = w { -contract-phase(case: "loc") }
window-henchmen-phase = na początku { -henchmen-phase(case: "gen") }
window-when-recruited = gdy werbujesz tego poplecznika
window-contract-revealed = gdy kontrakt zostaje odkryty
window-on-success = gdy twoja próba wykonania kontraktu się powiedzie
window-on-failure = gdy twoja próba wykonania kontraktu się nie powiedzie
window-when-visited = gdy odwiedzasz to miejsce
window-any-time = w dowolnym momencie
window-at-clean-up = podczas { -clean-up(case: "gen") }
window-game-end = na koniec gry
window-base-building = po każdej budowie lub sprzedaży

## Costs

cost-spend-weeks = wydaj { $n } { $n ->
    [one] { -week(case: "acc") }
    [few] { -week(case: "acc-pl") }
    [many] { -week(case: "gen-pl") }
   *[other] { -week(case: "gen") }
 }
cost-pay = zapłać { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
 }
cost-exhaust-self = wyczerp tę kartę
cost-discard-self = odrzuć tę kartę
cost-discard-schemes = odrzuć { $n } { $n ->
    [one] { -scheme(case: "acc") }
    [few] { -scheme(case: "acc-pl") }
    [many] { -scheme(case: "gen-pl") }
   *[other] { -scheme(case: "gen") }
 }

## Effects

effect-gain = zdobądź { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } zdobywa
       *[other] zdobądź
    } { $r-key ->
        [money] { $n } $
       *[other] { $n } { $n ->
            [one] { FORM($r, case: "acc") }
            [few] { FORM($r, case: "acc-pl") }
            [many] { FORM($r, case: "gen-pl") }
           *[other] { FORM($r, case: "gen") }
        }
    }
effect-lose = strać { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } traci
       *[other] strać
    } { $r-key ->
        [money] { $n } $
       *[other] { $n } { $n ->
            [one] { FORM($r, case: "acc") }
            [few] { FORM($r, case: "acc-pl") }
            [many] { FORM($r, case: "gen-pl") }
           *[other] { FORM($r, case: "gen") }
        }
    }
effect-steal = ukradnij { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
 }
    .target = ukradnij { $r-key ->
        [money] { $n } $
       *[other] { $n } { $n ->
            [one] { FORM($r, case: "acc") }
            [few] { FORM($r, case: "acc-pl") }
            [many] { FORM($r, case: "gen-pl") }
           *[other] { FORM($r, case: "gen") }
        }
    } { FORM($target, case: "dat") }
effect-gain-attraction = zdobądź { $n } { $n ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 } { -attraction(case: "gen") } { FORM($t, case: "gen-pl") }
effect-gain-any-attraction = zdobądź { $n } { $n ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 } { -attraction(case: "gen") } i rozdziel dowolnie między swoje tory
effect-lose-attraction = strać { $n } { $n ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 } { -attraction(case: "gen") } { FORM($t, case: "gen-pl") }
effect-lose-any-attraction = strać { $n } { $n ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 } { -attraction(case: "gen") } z wybranych przez siebie torów
effect-draw-schemes = dobierz { $n } { $n ->
    [one] { -scheme(case: "acc") }
    [few] { -scheme(case: "acc-pl") }
    [many] { -scheme(case: "gen-pl") }
   *[other] { -scheme(case: "gen") }
 }
effect-draw-rooms = dobierz { $n } { $n ->
    [one] { -room(case: "acc") }
    [few] { -room(case: "acc-pl") }
    [many] { -room(case: "gen-pl") }
   *[other] { -room(case: "gen") }
 }
effect-draw-contracts = dobierz { $n } { $n ->
    [one] { -contract(case: "acc") }
    [few] { -contract(case: "acc-pl") }
    [many] { -contract(case: "gen-pl") }
   *[other] { -contract(case: "gen") }
 }
effect-gain-power = zdobądź { $n } { $n ->
    [one] { -power(case: "acc") }
    [few] { -power(case: "acc-pl") }
    [many] { -power(case: "gen-pl") }
   *[other] { -power(case: "gen") }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } zdobywa
       *[other] zdobądź
    } { $n } { $n ->
        [one] { -power(case: "acc") }
        [few] { -power(case: "acc-pl") }
        [many] { -power(case: "gen-pl") }
       *[other] { -power(case: "gen") }
    }
effect-injure = zrań { $n } { $n ->
    [one] { -henchman(case: "acc") }
    [few] { -henchman(case: "acc-pl") }
    [many] { -henchman(case: "gen-pl") }
   *[other] { -henchman(case: "gen") }
 }
    .target = zrań { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    } { FORM($target, case: "gen") }
effect-capture = schwytano { $n } { $n ->
    [one] { -henchman(case: "acc") }
    [few] { -henchman(case: "acc-pl") }
    [many] { -henchman(case: "gen-pl") }
   *[other] { -henchman(case: "gen") }
 }
    .target = schwytano { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    } { FORM($target, case: "gen") }
effect-heal = wylecz { $n } { $n ->
    [one] { -injury(case: "acc") }
    [few] { -injury(case: "acc-pl") }
    [many] { -injury(case: "gen-pl") }
   *[other] { -injury(case: "gen") }
 }
effect-hire = wynajmij { $n } { $n ->
    [one] { -mercenary(case: "acc") }
    [few] { -mercenary(case: "acc-pl") }
    [many] { -mercenary(case: "gen-pl") }
   *[other] { -mercenary(case: "gen") }
 }
effect-refresh = odśwież { $n } { $n ->
    [one] { -henchman(case: "acc") }
    [few] { -henchman(case: "acc-pl") }
    [many] { -henchman(case: "gen-pl") }
   *[other] { -henchman(case: "gen") }
 }
effect-refresh-all = odśwież wszystkich swoich popleczników i swojego superzłoczyńcę
effect-target-change = { $n-sign ->
    [minus] kontrakt wymaga o { $n-abs } { $n-abs ->
        [one] { -success(case: "acc") }
        [few] { -success(case: "acc-pl") }
        [many] { -success(case: "gen-pl") }
       *[other] { -success(case: "gen") }
    } mniej
    [zero] kontrakt wymaga tylu sukcesów co wcześniej
   *[plus] kontrakt wymaga o { $n-abs } { $n-abs ->
        [one] { -success(case: "acc") }
        [few] { -success(case: "acc-pl") }
        [many] { -success(case: "gen-pl") }
       *[other] { -success(case: "gen") }
    } więcej
 }
effect-add-dice = dodaj do puli { $n } { $n ->
    [one] { -die(case: "acc") }
    [few] { -die(case: "acc-pl") }
    [many] { -die(case: "gen-pl") }
   *[other] { -die(case: "gen") }
 } { FORM($trait, case: "gen") }
effect-reroll = przerzuć { $n } { $n ->
    [one] { -die(case: "acc") }
    [few] { -die(case: "acc-pl") }
    [many] { -die(case: "gen-pl") }
   *[other] { -die(case: "gen") }
 }
effect-trait-bonus = { $trait } { $n-signed }
effect-contract-weeks = { $n-sign ->
    [minus] kontrakty zajmują ci o { $n-abs } { $n-abs ->
        [one] { -week(case: "acc") }
        [few] { -week(case: "acc-pl") }
        [many] { -week(case: "gen-pl") }
       *[other] { -week(case: "gen") }
    } mniej
    [zero] kontrakty zajmują ci tyle czasu co wcześniej
   *[plus] kontrakty zajmują ci o { $n-abs } { $n-abs ->
        [one] { -week(case: "acc") }
        [few] { -week(case: "acc-pl") }
        [many] { -week(case: "gen-pl") }
       *[other] { -week(case: "gen") }
    } więcej
 }
effect-no-healing = rany twoich popleczników nigdy się nie goją
effect-second-injury-captures = twój poplecznik zraniony po raz drugi zostaje schwytany
effect-arrest = bohaterowie aresztują { $n } { $n ->
    [one] { -henchman(case: "acc") }
    [few] { -henchman(case: "acc-pl") }
    [many] { -henchman(case: "gen-pl") }
   *[other] { -henchman(case: "gen") }
 }

## Conditions

cond-playing-strengths = w grze są { -strength(case: "nom-pl") } superzłoczyńców
    .negated = w grze nie ma { -strength(case: "gen-pl") } superzłoczyńców
cond-playing-weaknesses = w grze są { -weakness(case: "nom-pl") } superzłoczyńców
    .negated = w grze nie ma { -weakness(case: "gen-pl") } superzłoczyńców
cond-recommended = kontrakt zaleca { FORM($trait, case: "acc") }
    .negated = kontrakt nie zaleca { FORM($trait, case: "gen") }
cond-difficulty = kontrakt jest { $d }
    .negated = kontrakt nie jest { $d }
cond-on-continent = kontrakt znajduje się w { FORM($c, case: "loc") }
    .negated = kontrakt nie znajduje się w { FORM($c, case: "loc") }
cond-mixed-team = w drużynie są poplecznicy różnych typów
    .negated = wszyscy poplecznicy drużyny są jednego typu
cond-team-has = w drużynie jest { $t }
    .negated = w drużynie nie ma { FORM($t, case: "gen") }
cond-injured = poplecznik jest ranny
    .negated = poplecznik nie jest ranny

## Quantities: what a condition counts (the subject of "wynosi")

quantity-resource = ilość { FORM($r, case: "gen-pl") } w twoim posiadaniu
quantity-attraction = twoje przyciąganie { FORM($t, case: "gen-pl") }
quantity-completed = liczba wykonanych przez ciebie kontraktów
quantity-completed-trait = liczba wykonanych przez ciebie kontraktów na { FORM($trait, case: "acc") }
quantity-henchmen = liczba twoich popleczników
quantity-rooms = liczba pomieszczeń w twojej bazie
quantity-injured = liczba twoich rannych popleczników
quantity-team-size = liczebność drużyny

## Targets, by case; .animacy: how an effect takes them (en/maniacal.ftl)

target-self = { $case ->
   *[nom] ty
    [gen] ciebie
    [dat] tobie
    [acc] ciebie
    [ins] tobą
    [loc] tobie
 }
    .animacy = self
target-other-player = { $case ->
   *[nom] inny wybrany gracz
    [gen] innego wybranego gracza
    [dat] innemu wybranemu graczowi
    [acc] innego wybranego gracza
    [ins] innym wybranym graczem
    [loc] innym wybranym graczu
 }
    .animacy = anim
target-each-player = { $case ->
   *[nom] każdy gracz
    [gen] każdego gracza
    [dat] każdemu graczowi
    [acc] każdego gracza
    [ins] każdym graczem
    [loc] każdym graczu
 }
    .animacy = anim
target-each-other-player = { $case ->
   *[nom] każdy inny gracz
    [gen] każdego innego gracza
    [dat] każdemu innemu graczowi
    [acc] każdego innego gracza
    [ins] każdym innym graczem
    [loc] każdym innym graczu
 }
    .animacy = anim
target-team = { $case ->
   *[nom] drużyna
    [gen] drużyny
    [dat] drużynie
    [acc] drużynę
    [ins] drużyną
    [loc] drużynie
 }
    .animacy = inan
target-one-henchman = { $case ->
   *[nom] jeden z twoich popleczników
    [gen] jednego z twoich popleczników
    [dat] jednemu z twoich popleczników
    [acc] jednego z twoich popleczników
    [ins] jednym z twoich popleczników
    [loc] jednym z twoich popleczników
 }
    .animacy = anim
target-each-henchman = { $case ->
   *[nom] każdy twój poplecznik
    [gen] każdego twojego poplecznika
    [dat] każdemu twojemu poplecznikowi
    [acc] każdego twojego poplecznika
    [ins] każdym twoim poplecznikiem
    [loc] każdym twoim popleczniku
 }
    .animacy = anim
target-villain = { $case ->
   *[nom] twój superzłoczyńca
    [gen] twojego superzłoczyńcy
    [dat] twojemu superzłoczyńcy
    [acc] twojego superzłoczyńcę
    [ins] twoim superzłoczyńcą
    [loc] twoim superzłoczyńcy
 }
    .animacy = anim
target-contract = { $case ->
   *[nom] kontrakt
    [gen] kontraktu
    [dat] kontraktowi
    [acc] kontrakt
    [ins] kontraktem
    [loc] kontrakcie
 }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender, .animacy for "za każdą/każde/każdego/każdy")

counter-room-built = { $case ->
   *[nom] pomieszczenie w twojej bazie
    [acc] pomieszczenie w twojej bazie
 }
    .gender = neut
counter-team-henchman = { $case ->
   *[nom] poplecznik w drużynie
    [acc] poplecznika w drużynie
 }
    .gender = masc
    .animacy = anim
counter-typed-henchman = { $case ->
   *[nom] { $t } wśród twoich popleczników
    [acc] { FORM($t, case: "acc") } wśród twoich popleczników
 }
    .gender = { GENDER($t) }
    .animacy = { ANIMACY($t) }
counter-contract-completed = { $case ->
   *[nom] wykonany przez ciebie kontrakt
    [acc] wykonany przez ciebie kontrakt
 }
    .gender = masc
    .animacy = inan
counter-injured-henchman = { $case ->
   *[nom] twój ranny poplecznik
    [acc] twojego rannego poplecznika
 }
    .gender = masc
    .animacy = anim

## Durations (nom and gen: "do końca rundy")

duration-end-of-contract = { $case ->
   *[nom] rozstrzygnięcie kontraktu
    [gen] rozstrzygnięcia kontraktu
 }
duration-end-of-phase = { $case ->
   *[nom] koniec fazy
    [gen] końca fazy
 }
duration-end-of-round = { $case ->
   *[nom] koniec rundy
    [gen] końca rundy
 }

## Choosers

chooser-self = do wyboru
