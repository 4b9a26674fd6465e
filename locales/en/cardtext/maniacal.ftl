# Maniacal: card rules text (English, the source). One message per key of the game's vocabulary
# (toolkit/rulesets/maniacal.py), ids `<category>-<key>`; docs/i18n.md says how they are put
# together. Named values come as terms (-resource-money ...: terms-maniacal.ftl) and as `$x-key`;
# a target, a counter or a quantity comes formatted, with its forms (`FORM($target, case: "gen")`).
# A target's .animacy says how an effect takes it: "anim" (a player: the sentence's subject),
# "inan" (a thing: where the effect happens), "self" (you: said as if there were no target).

## How a rule is put together

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, if { $condition }
construct-if = if { $condition }
construct-target = { $target }: { $effect }
construct-for-each = { $effect } for each { $counter }
construct-lasting = { $effect } until { $duration }
construct-effect-if = { $effect } if { $condition }
construct-choice-free = { $options }
construct-choice = { $options }, { $chooser }
construct-not = it is not so that { $condition }
construct-compare = { $quantity } { $op ->
    [lt] is less than { $n }
    [le] is { $n } or less
    [eq] is exactly { $n }
    [ne] is not { $n }
    [gt] is more than { $n }
   *[ge] is { $n } or more
 }
construct-compare-other = { $quantity } { $op ->
    [lt] is less than { $other }
    [le] is at most { $other }
    [eq] equals { $other }
    [ne] differs from { $other }
    [gt] is more than { $other }
   *[ge] is at least { $other }
 }

## Card kinds (A.1)

kind-room = Secret-base room
kind-henchman = Henchman
kind-contract = Contract
kind-supervillain = Supervillain
kind-lackey = Lackey
kind-mercenary = Mercenary
kind-power = Superpower
kind-scheme = Scheme
kind-finale = Finale
kind-hero = Hero (D.O.P.E. Squad)
kind-location = Special location

## Fields: the facts printed on a card

field-cost = Cost { $value }
field-attraction = Attraction: { $item } +{ $value }
field-activation = { $value }
field-type = Type: { $value }
field-brawn = Brawn { $value }
field-stealth = Stealth { $value }
field-intellect = Intellect { $value }
field-magic = Magic { $value }
field-difficulty = Difficulty: { $value }
field-needs = Needs { $value } { $item }
field-team = Team of { $value }
field-recommended = Recommended: { $value }
field-reward = Reward: { $item-key ->
    [money] ${ $value }
   *[other] { $value } { $item }
 }
field-base = Lair: { $value }
field-closest = Closest: { $value }
field-lackey = Lackey: { $value }
field-strength = Strength: { $value }
field-weakness = Weakness: { $value }
field-villain = Serves { $value }
field-hired-at = Hired at { $value }
field-bonus = Bonus: { $value } { $item }
field-patrols = Patrols { $value }
field-is = Location: { $value }
field-weeks = A visit takes { $value } { $value ->
    [one] week
   *[other] weeks
 }

## Timing windows (A.2, A.14)

window-when-built = when you build this room
window-when-activated = when you activate this room
window-contract-phase = in the contract phase
window-henchmen-phase = at the start of the henchmen phase
window-when-recruited = when you recruit this henchman
window-contract-revealed = when a contract is revealed
window-on-success = when a contract you attempt succeeds
window-on-failure = when a contract you attempt fails
window-when-visited = when you visit this location
window-any-time = at any time
window-at-clean-up = at clean-up
window-game-end = at the end of the game
window-base-building = after each build or sell

## Costs

cost-spend-weeks = spend { $n } { $n ->
    [one] week
   *[other] weeks
 }
cost-pay = pay { $r-key ->
    [money] ${ $n }
   *[other] { $n } { $n ->
        [one] { FORM($r) }
       *[other] { FORM($r, case: "nom-pl") }
    }
 }
cost-exhaust-self = exhaust this card
cost-discard-self = discard this card
cost-discard-schemes = discard { $n } { $n ->
    [one] scheme
   *[other] schemes
 }

## Effects

effect-gain = gain { $r-key ->
    [money] ${ $n }
   *[other] { $n } { $n ->
        [one] { FORM($r) }
       *[other] { FORM($r, case: "nom-pl") }
    }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } gains
       *[other] gain
    } { $r-key ->
        [money] ${ $n }
       *[other] { $n } { $n ->
            [one] { FORM($r) }
           *[other] { FORM($r, case: "nom-pl") }
        }
    }
effect-lose = lose { $r-key ->
    [money] ${ $n }
   *[other] { $n } { $n ->
        [one] { FORM($r) }
       *[other] { FORM($r, case: "nom-pl") }
    }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } loses
       *[other] lose
    } { $r-key ->
        [money] ${ $n }
       *[other] { $n } { $n ->
            [one] { FORM($r) }
           *[other] { FORM($r, case: "nom-pl") }
        }
    }
effect-steal = steal { $r-key ->
    [money] ${ $n }
   *[other] { $n } { $n ->
        [one] { FORM($r) }
       *[other] { FORM($r, case: "nom-pl") }
    }
 }
    .target = steal { $r-key ->
        [money] ${ $n }
       *[other] { $n } { $n ->
            [one] { FORM($r) }
           *[other] { FORM($r, case: "nom-pl") }
        }
    } from { $target }
effect-gain-attraction = gain { $n } { $t } attraction
effect-gain-any-attraction = gain { $n } attraction, spread over your tracks as you like
effect-lose-attraction = lose { $n } { $t } attraction
effect-lose-any-attraction = lose { $n } attraction, taken from your tracks as you like
effect-draw-schemes = draw { $n } { $n ->
    [one] scheme
   *[other] schemes
 }
effect-draw-rooms = draw { $n } { $n ->
    [one] room
   *[other] rooms
 }
effect-draw-contracts = draw { $n } { $n ->
    [one] contract
   *[other] contracts
 }
effect-gain-power = gain { $n } { $n ->
    [one] superpower
   *[other] superpowers
 }
    .target = { ANIMACY($target) ->
        [self] you gain
       *[other] { $target } gains
    } { $n } { $n ->
        [one] superpower
       *[other] superpowers
    }
effect-injure = injure { $n } { $n ->
    [one] henchman
   *[other] henchmen
 }
    .target = injure { $n } { $n ->
        [one] henchman
       *[other] henchmen
    } { ANIMACY($target) ->
        [self] of yours
       *[other] of { $target }
    }
effect-capture = capture { $n } { $n ->
    [one] henchman
   *[other] henchmen
 }
    .target = capture { $n } { $n ->
        [one] henchman
       *[other] henchmen
    } { ANIMACY($target) ->
        [self] of yours
       *[other] of { $target }
    }
effect-heal = heal { $n } { $n ->
    [one] injury
   *[other] injuries
 }
effect-hire = hire { $n } { $n ->
    [one] mercenary
   *[other] mercenaries
 }
effect-refresh = refresh { $n } { $n ->
    [one] henchman
   *[other] henchmen
 }
effect-refresh-all = refresh all your henchmen and your supervillain
effect-target-change = { $n-sign ->
    [minus] the contract needs { $n-abs } { $n-abs ->
        [one] success
       *[other] successes
    } fewer
    [zero] the contract needs as many successes as before
   *[plus] the contract needs { $n-abs } more { $n-abs ->
        [one] success
       *[other] successes
    }
 }
effect-add-dice = add { $n } { $trait } { $n ->
    [one] die
   *[other] dice
 } to the pool
effect-reroll = reroll { $n } { $n ->
    [one] die
   *[other] dice
 }
effect-trait-bonus = { $trait } { $n-signed }
effect-contract-weeks = { $n-sign ->
    [minus] contracts take you { $n-abs } { $n-abs ->
        [one] week
       *[other] weeks
    } less
    [zero] contracts take you as long as before
   *[plus] contracts take you { $n-abs } { $n-abs ->
        [one] week
       *[other] weeks
    } more
 }
effect-no-healing = your henchmen's injuries never heal
effect-second-injury-captures = a henchman of yours injured a second time is captured
effect-arrest = the heroes arrest { $n } { $n ->
    [one] henchman
   *[other] henchmen
 }

## Conditions

cond-playing-strengths = strengths are in play
    .negated = strengths are not in play
cond-playing-weaknesses = weaknesses are in play
    .negated = weaknesses are not in play
cond-recommended = the contract recommends { $trait }
    .negated = the contract does not recommend { $trait }
cond-difficulty = the contract is { $d }
    .negated = the contract is not { $d }
cond-on-continent = the contract is in { $c }
    .negated = the contract is not in { $c }
cond-mixed-team = the team mixes henchmen of different types
    .negated = the team's henchmen are all of one type
cond-team-has = the team has a { $t }
    .negated = the team has no { $t }
cond-injured = the henchman is injured
    .negated = the henchman is not injured

## Quantities: what a condition counts

quantity-resource = { $r-key ->
    [weeks] the number of weeks you have left
   *[other] your { $r }
 }
quantity-attraction = your { $t } attraction
quantity-completed = the number of contracts you have completed
quantity-completed-trait = the number of { $trait } contracts you have completed
quantity-henchmen = the number of your henchmen
quantity-rooms = the number of rooms in your base
quantity-injured = the number of your injured henchmen
quantity-team-size = the size of the team

## Targets

target-self = you
    .animacy = self
target-other-player = another player of your choice
    .animacy = anim
target-each-player = each player
    .animacy = anim
target-each-other-player = each other player
    .animacy = anim
target-team = the team
    .animacy = inan
target-one-henchman = one of your henchmen
    .animacy = anim
target-each-henchman = each of your henchmen
    .animacy = anim
target-villain = your supervillain
    .animacy = anim
target-contract = the contract
    .animacy = inan

## Counters: what "for each" counts

counter-room-built = room in your base
counter-team-henchman = henchman on the team
counter-typed-henchman = { $t } you have
counter-contract-completed = contract you have completed
counter-injured-henchman = injured henchman of yours

## Durations

duration-end-of-contract = the contract is resolved
duration-end-of-phase = the end of the phase
duration-end-of-round = the end of the round

## Choosers

chooser-self = as you choose

## Field labels: how a face names a field it lists ("Base: ...")

label-activation = Activation
label-attraction = Attraction
label-base = Base
label-bonus = Bonus
label-brawn = { -brawn }
label-closest = Closest
label-cost = Cost
label-difficulty = Difficulty
label-hired-at = Hired at
label-intellect = { -intellect }
label-lackey = Lackey
label-magic = { -magic }
label-needs = Needs
label-patrols = Patrols
label-recommended = Recommended
label-reward = Reward
label-stealth = { -stealth }
label-strength = Strength
label-team = Team
label-type = Type
label-villain = Villain
label-weakness = Weakness
label-weeks = Weeks


## Print sheets: the titles printed on each page of a home sheet and on the duplex calibration page
## (toolkit/render/sheets.py). $number is the sheet's number; $edge the duplex flip edge (long, short).

sheet-fronts = sheet { $number }: fronts
sheet-backs = sheet { $number }: backs (print duplex, flip on the { $edge ->
        [long] long
       *[short] short
    } edge)
sheet-fold = sheet { $number }: fold, glue, cut
sheet-calibration-front = duplex calibration: front
sheet-calibration-print = print both pages on one sheet, duplex, at 100 % size
sheet-calibration-light = hold the sheet against the light; read the back's scales
sheet-calibration-back = duplex calibration: back
sheet-calibration-x = X in mm (+ moves the backs right)
sheet-calibration-y = Y in mm (+ moves the backs up)
sheet-calibration-offset = use --back-offset X,Y (this page: { $offset })
