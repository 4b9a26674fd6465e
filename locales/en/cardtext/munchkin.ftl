### Card rules text of the Munchkin family (Munchkin, Munchkin Kung Fu): English, the source.
### Message ids are <category>-<vocabulary key>; docs/i18n.md lists the variables each receives.
### Nested phrases (targets, selectors, quantities, card kinds) are formatted with $case; English
### uses it for a few forms of its own: "bare" (a quantity without "your"), "sg", "pl" and "indef"
### (a card kind in the singular, the plural, with "a"/"an"). `.gender = plur` marks a phrase whose
### verb agrees in the plural (including "you").

## Kinds of card

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

## Fields (the facts line)

field-level = { -level } { $value }
field-treasures = { $value ->
    [one] 1 { -treasure }
   *[other] { $value } { -treasure(case: "pl") }
  }
field-levels = { $value ->
    [one] worth 1 { -level }
   *[other] worth { $value } { -level(case: "pl") }
  }
field-gold = { $value ->
    [0] No Value
   *[other] { $value } Gold Pieces
  }
field-bonus = { $value-signed } Bonus
field-slot = { $value }
field-hands = { $value ->
    [one] 1 Hand
   *[other] { $value } Hands
  }
field-big = Big
field-is = { $value }
field-deck = { $value } card
field-tags = { $value }

## Timing windows

window-any-time = Any time
window-your-turn = On your turn
window-during-combat = During combat
window-outside-combat = Outside combat
window-when-played = When played
window-bad-stuff = { -bad-stuff }
window-when-killed = When you defeat { $card }
window-running-away = When you { -run-away }
window-helped-kill = When you help another player kill a monster
window-next-combat = At the victim's next combat
window-start-of-turn = At the start of your turn
window-on-death = When you die
window-whenever-kill = Whenever { $who } { GENDER($who) ->
    [plur] kill
   *[other] kills
  } a monster
window-whenever-death = Whenever { $who } { GENDER($who) ->
    [plur] die
   *[other] dies
  }
window-whenever-won-combat = Whenever { $who } { GENDER($who) ->
    [plur] win
   *[other] wins
  } a combat
window-whenever-lost-combat = Whenever { $who } { GENDER($who) ->
    [plur] lose
   *[other] loses
  } a combat
window-whenever-level-gained = Whenever { $who } { GENDER($who) ->
    [plur] go
   *[other] goes
  } up a { -level }
window-whenever-card-played = Whenever { $who } { GENDER($who) ->
    [plur] play
   *[other] plays
  } a card
window-whenever-turn-started = Whenever { $who } { GENDER($who) ->
    [plur] start
   *[other] starts
  } a turn
window-whenever-item-lost = Whenever { $who } { GENDER($who) ->
    [plur] lose
   *[other] loses
  } an { -item }
window-whenever-slot-lost = Whenever { $who } { GENDER($who) ->
    [plur] lose
   *[other] loses
  } { $who-key ->
    [you] your
   *[other] their
  } { $slot }
window-as-played = When { $cards } is played

## Conditions (after "if"; .negated: the condition denied)

cond-has-race = you are { FORM($race, case: "indef") }
    .negated = you are not { FORM($race, case: "indef") }
cond-has-class = you are { FORM($class, case: "indef") }
    .negated = you are not { FORM($class, case: "indef") }
cond-fighting-tag = { FORM($tag, case: "indef") } monster is in the combat
    .negated = no { $tag } monster is in the combat
cond-in-combat = you are in a combat
    .negated = you are not in a combat
cond-helping = you are helping in the combat
    .negated = you are not helping in the combat
cond-alone = you are fighting alone
    .negated = you have a helper
cond-has-gear = you have { $what-key ->
    [item] an { -item }
    [items] { -item(case: "pl") }
    [hand-item] an { -item } in your hands
    [hand] cards in your hand
    [headgear] { $what }
    [armor] { $what }
    [footgear] { $what }
   *[other] a { $what }
  }
    .negated = you have no { $what-key ->
    [items] { -item(case: "pl") }
    [hand-item] { -item } in your hands
    [hand] cards in your hand
   *[other] { $what }
  }
cond-gender = you are { $g-key ->
    [male] male
   *[female] female
  }
    .negated = you are not { $g-key ->
    [male] male
   *[female] female
  }
cond-extreme = { $q } is the { $which } at the table
    .negated = { $q } is not the { $which } at the table
cond-extreme-alone = { $q } is the { $which } at the table, with no tie
    .negated = { $q } is not the { $which } at the table alone
cond-compare-players = { $who } { GENDER($who) ->
    [plur] have
   *[other] has
  } { $cmp } { FORM($q, case: "bare") } than { $other }
    .negated = { $who } { GENDER($who) ->
    [plur] do
   *[other] does
  } not have { $cmp } { FORM($q, case: "bare") } than { $other }
cond-is-player = you are { $who }
    .negated = you are not { $who }

## Quantities (nom: as the subject of a comparison; bare: the noun alone)

quantity-level = { $case ->
    [bare] { -level }
   *[nom] your { -level }
  }
quantity-monster-level = { $case ->
    [bare] monster's { -level }
   *[nom] the monster's { -level }
  }
quantity-hand-size = { $case ->
    [bare] cards in hand
   *[nom] the number of cards in your hand
  }
quantity-roll = { $case ->
    [bare] roll
   *[nom] the die roll
  }
quantity-items = { $case ->
    [bare] { -item(case: "pl") } carried
   *[nom] the number of { -item(case: "pl") } you carry
  }
quantity-monsters = { $case ->
    [bare] monsters in the combat
   *[nom] the number of monsters in the combat
  }
quantity-rule-hand-limit = { $case ->
    [bare] hand limit
   *[nom] your hand limit
  }
quantity-rule-helpers = { $case ->
    [bare] helpers allowed
   *[nom] the number of helpers allowed
  }
quantity-rule-big-items = { $case ->
    [bare] { -big-item } limit
   *[nom] your { -big-item } limit
  }
quantity-rule-kill-levels = { $case ->
    [bare] { -level(case: "pl") } a kill gives
   *[nom] the { -level(case: "pl") } a kill gives
  }
quantity-rule-kill-treasures = { $case ->
    [bare] { -treasure(case: "pl") } a kill gives
   *[nom] the { -treasure(case: "pl") } a kill gives
  }
quantity-rule-escape-roll = { $case ->
    [bare] roll needed to { -run-away }
   *[nom] the roll needed to { -run-away }
  }
quantity-rule-headgear-slots = { $case ->
    [bare] { -headgear } slots
   *[nom] your { -headgear } slots
  }
quantity-rule-armor-slots = { $case ->
    [bare] { -armor } slots
   *[nom] your { -armor } slots
  }
quantity-rule-footgear-slots = { $case ->
    [bare] { -footgear } slots
   *[nom] your { -footgear } slots
  }
quantity-rule-hands = { $case ->
    [bare] hands for { -item(case: "pl") }
   *[nom] your hands for { -item(case: "pl") }
  }
quantity-strength = { $case ->
    [bare] combat strength
   *[nom] your combat strength
  }
quantity-count = { $case ->
    [bare] number of { $cards }
   *[nom] the number of { $cards }
  }
quantity-count-players = { $case ->
    [bare] number of { $who-key ->
        [another] other players
        [any] players
       *[other] { $who }
    }
   *[nom] the number of { $who-key ->
        [another] other players
        [any] players
       *[other] { $who }
    }
  }
quantity-of = { $case ->
    [bare] { FORM($q, case: "bare") } of { $who }
   *[nom] the { FORM($q, case: "bare") } of { $who }
  }

## Effects (.target: on a target; .if: with its own condition; .floor, .ceiling: with a bound)

effect-strength = { $n-signed } in combat
    .target = { $n-signed } to { $target }
    .floor = { $n-signed } in combat, never below { $floor }
    .ceiling = { $n-signed } in combat, never above { $ceiling }
    .floor-target = { $n-signed } to { $target }, never below { $floor }
    .ceiling-target = { $n-signed } to { $target }, never above { $ceiling }
effect-treasure-bonus = { $n-sign ->
    [minus] { $n-abs ->
        [one] 1 fewer { -treasure }
       *[other] { $n-abs } fewer { -treasure(case: "pl") }
    }
   *[other] { $n-abs ->
        [one] 1 more { -treasure }
       *[other] { $n-abs } more { -treasure(case: "pl") }
    }
  }
effect-escape-bonus = { $n-signed } to { -run-away }
    .target = { $n-signed } to { -run-away } for { $target }
effect-auto-escape = you escape automatically
    .target = { $target-key ->
        [all-monsters] you escape all monsters automatically
        [one-monster] you escape one monster automatically
        [monster] you escape the monster automatically
       *[other] { $target } { GENDER($target) ->
            [plur] escape
           *[other] escapes
        } automatically
    }
effect-no-pursuit = { $card } will not pursue you
effect-no-escape = nobody can { -run-away }
effect-lose-levels = lose { $n ->
    [one] 1 { -level }
   *[other] { $n } { -level(case: "pl") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] lose
       *[other] loses
    } { $n ->
        [one] 1 { -level }
       *[other] { $n } { -level(case: "pl") }
    }
effect-gain-levels = go up { $n ->
    [one] 1 { -level }
   *[other] { $n } { -level(case: "pl") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] go
       *[other] goes
    } up { $n ->
        [one] 1 { -level }
       *[other] { $n } { -level(case: "pl") }
    }
effect-lose-gear = lose { $what-key ->
    [item] an { -item }
    [items] all your { -item(case: "pl") }
    [hand-item] an { -item } you hold in your hands
    [hand] your whole hand
   *[other] your { $what }
  }
    .target = { $target } { GENDER($target) ->
        [plur] lose
       *[other] loses
    } { $what-key ->
        [item] an { -item }
        [items] all their { -item(case: "pl") }
        [hand-item] an { -item } held in the hands
        [hand] the whole hand
       *[other] their { $what }
    }
effect-lose-cards = discard { $n ->
    [one] 1 card
   *[other] { $n } cards
  } from your hand
    .target = { $target } { GENDER($target) ->
        [plur] discard
       *[other] discards
    } { $n ->
        [one] 1 card
       *[other] { $n } cards
    } from the hand
effect-die = you die
    .target = { $target } { GENDER($target) ->
        [plur] die
       *[other] dies
    }
effect-draw-doors = draw { $n ->
    [one] 1 { -door } card
   *[other] { $n } { -door } cards
  } face down
    .target = { $target } { GENDER($target) ->
        [plur] draw
       *[other] draws
    } { $n ->
        [one] 1 { -door } card
       *[other] { $n } { -door } cards
    } face down
effect-draw-treasures = draw { $n ->
    [one] 1 { -treasure } card
   *[other] { $n } { -treasure } cards
  } face down
    .target = { $target } { GENDER($target) ->
        [plur] draw
       *[other] draws
    } { $n ->
        [one] 1 { -treasure } card
       *[other] { $n } { -treasure } cards
    } face down
effect-wins-ties = you win ties
effect-hand-limit = your hand limit is { $n }
    .target = the hand limit of { $target } is { $n }
effect-unlimited-big = you may carry any number of { -big-item(case: "pl") }
effect-steal-items = steal { $n ->
    [one] 1 { -item }
   *[other] { $n } { -item(case: "pl") }
  }
    .target = steal { $n ->
        [one] 1 { -item }
       *[other] { $n } { -item(case: "pl") }
    } from { $target }
effect-add-monster = add { $n ->
    [one] 1 monster
   *[other] { $n } monsters
  } to the combat
    .target = add { $n ->
        [one] 1 monster
       *[other] { $n } monsters
    } from { $target } to the combat
effect-add-tagged-monster = add { $n ->
    [one] { FORM($tag, case: "indef") } monster
   *[other] { $n } { $tag } monsters
  } from your hand to the combat
effect-copy-monster = a copy of the monster joins the combat, with all its enhancers
effect-extra-slot = you may have one more { $what }
effect-win-game = you win the game
effect-usable = usable
    .if = usable only if { $condition }
effect-free-help = you may help without a bribe
effect-change-gender = change your gender
    .target = { $target } { GENDER($target) ->
        [plur] change
       *[other] changes
    } gender
effect-monster-flees = the monster leaves the combat (no kill, no { -treasure })
    .target = { $target } { GENDER($target) ->
        [plur] leave
       *[other] leaves
    } the combat (no kill, no { -treasure })
effect-level-bonus-only = given to a monster, only its bonus counts
effect-move-take = take { $cards } into your hand
effect-move-discard = discard { $cards }
effect-move-give = give { $cards } to { $who }
effect-move-steal = steal { $cards }
effect-move-return = return { $cards } to { GENDER($cards) ->
    [plur] their
   *[other] its
  } owner
effect-cancel = cancel it (it has no effect, and both cards are discarded)
effect-waive = ignore one restriction of { $cards }

## Rule numbers a card sets or changes

effect-set-helpers = { $n ->
    [0] nobody may help in a combat
    [one] 1 player may help in a combat
   *[other] { $n } players may help in a combat
  }
    .target = { $n ->
        [0] nobody may help { $target } in a combat
        [one] 1 player may help { $target } in a combat
       *[other] { $n } players may help { $target } in a combat
    }
effect-change-helpers = { $n-signed } to the number of helpers allowed
    .floor = { $n-signed } to the number of helpers allowed, never below { $floor }
    .ceiling = { $n-signed } to the number of helpers allowed, never above { $ceiling }
    .target = { $n-signed } to the number of helpers allowed for { $target }
effect-set-big-items = your { -big-item } limit is { $n }
    .target = the { -big-item } limit of { $target } is { $n }
effect-change-big-items = { $n-signed } to your { -big-item } limit
    .floor = { $n-signed } to your { -big-item } limit, never below { $floor }
    .ceiling = { $n-signed } to your { -big-item } limit, never above { $ceiling }
    .target = { $n-signed } to the { -big-item } limit of { $target }
effect-set-kill-levels = a kill gives { $n ->
    [one] 1 { -level }
   *[other] { $n } { -level(case: "pl") }
  }
    .target = a kill gives { $target } { $n ->
        [one] 1 { -level }
       *[other] { $n } { -level(case: "pl") }
    }
effect-change-kill-levels = { $n-signed } to the { -level(case: "pl") } a kill gives
    .floor = { $n-signed } to the { -level(case: "pl") } a kill gives, never below { $floor }
    .ceiling = { $n-signed } to the { -level(case: "pl") } a kill gives, never above { $ceiling }
    .target = { $n-signed } to the { -level(case: "pl") } a kill gives { $target }
effect-set-kill-treasures = a kill gives { $n ->
    [one] 1 { -treasure }
   *[other] { $n } { -treasure(case: "pl") }
  }
    .target = a kill gives { $target } { $n ->
        [one] 1 { -treasure }
       *[other] { $n } { -treasure(case: "pl") }
    }
effect-change-kill-treasures = { $n-signed } to the { -treasure(case: "pl") } a kill gives
    .floor = { $n-signed } to the { -treasure(case: "pl") } a kill gives, never below { $floor }
    .ceiling = { $n-signed } to the { -treasure(case: "pl") } a kill gives, never above { $ceiling }
    .target = { $n-signed } to the { -treasure(case: "pl") } a kill gives { $target }
effect-set-escape-roll = you { -run-away } on a roll of { $n } or more
    .target = { $target } { GENDER($target) ->
        [plur] { -run-away }
       *[other] runs away
    } on a roll of { $n } or more
effect-change-escape-roll = { $n-signed } to the roll needed to { -run-away }
    .floor = { $n-signed } to the roll needed to { -run-away }, never below { $floor }
    .ceiling = { $n-signed } to the roll needed to { -run-away }, never above { $ceiling }
    .target = { $n-signed } to the roll { $target } { GENDER($target) ->
        [plur] need
       *[other] needs
    } to { -run-away }
effect-set-headgear-slots = you may wear { $n } { -headgear }
    .target = { $target } may wear { $n } { -headgear }
effect-change-headgear-slots = { $n-signed } to the { -headgear } you may wear
    .floor = { $n-signed } to the { -headgear } you may wear, never below { $floor }
    .ceiling = { $n-signed } to the { -headgear } you may wear, never above { $ceiling }
    .target = { $n-signed } to the { -headgear } { $target } may wear
effect-set-armor-slots = you may wear { $n } { -armor }
    .target = { $target } may wear { $n } { -armor }
effect-change-armor-slots = { $n-signed } to the { -armor } you may wear
    .floor = { $n-signed } to the { -armor } you may wear, never below { $floor }
    .ceiling = { $n-signed } to the { -armor } you may wear, never above { $ceiling }
    .target = { $n-signed } to the { -armor } { $target } may wear
effect-set-footgear-slots = you may wear { $n } { -footgear }
    .target = { $target } may wear { $n } { -footgear }
effect-change-footgear-slots = { $n-signed } to the { -footgear } you may wear
    .floor = { $n-signed } to the { -footgear } you may wear, never below { $floor }
    .ceiling = { $n-signed } to the { -footgear } you may wear, never above { $ceiling }
    .target = { $n-signed } to the { -footgear } { $target } may wear
effect-set-hands = you have { $n ->
    [one] 1 hand
   *[other] { $n } hands
  } for { -item(case: "pl") }
    .target = { $target } { GENDER($target) ->
        [plur] have
       *[other] has
    } { $n ->
        [one] 1 hand
       *[other] { $n } hands
    } for { -item(case: "pl") }
effect-change-hands = { $n-signed } to your hands for { -item(case: "pl") }
    .floor = { $n-signed } to your hands for { -item(case: "pl") }, never below { $floor }
    .ceiling = { $n-signed } to your hands for { -item(case: "pl") }, never above { $ceiling }
    .target = { $n-signed } to the hands { $target } { GENDER($target) ->
        [plur] have
       *[other] has
    } for { -item(case: "pl") }
effect-change-hand-limit = { $n-signed } to your hand limit
    .floor = { $n-signed } to your hand limit, never below { $floor }
    .ceiling = { $n-signed } to your hand limit, never above { $ceiling }
    .target = { $n-signed } to the hand limit of { $target }
    .floor-target = { $n-signed } to the hand limit of { $target }, never below { $floor }
    .ceiling-target = { $n-signed } to the hand limit of { $target }, never above { $ceiling }

## Costs (paid before the effects)

cost-discard-cards = discard { $n ->
    [one] 1 card
   *[other] { $n } cards
  }
cost-discard-up-to = discard up to { $n ->
    [one] 1 card
   *[other] { $n } cards
  }
cost-discard-hand = discard your whole hand
cost-discard-items = discard { $n ->
    [one] 1 { -item }
   *[other] { $n } { -item(case: "pl") }
  } you carry
cost-discard-self = discard { $card }
cost-discard-level-card = discard { $n ->
    [one] 1 { -kind-go-up-a-level } card
   *[other] { $n } { -kind-go-up-a-level } cards
  }

## Targets (whom an effect is on)

target-self = you
    .gender = plur
target-player = the player in the combat
target-victim = the victim
target-monster = the monster
target-one-monster = one monster
target-all-monsters = all monsters
    .gender = plur
target-either-side = either side
target-any-player = any player
target-other-player = another player
target-each-player = each player
target-helper = your helper
target-hand = your hand
target-selected = { $who }
    .gender = { GENDER($who) }

## Counted things ("for each")

counter-discarded-card = each card discarded
counter-tagged-monster = each { $tag } monster in the combat
counter-monster-in-combat = each monster in the combat
counter-item-carried = each { -item } you carry
counter-player-helping = each player helping
counter-count-cards = each of { $cards }
counter-count-players = { $who-key ->
    [another] each other player
    [any] each player
   *[other] each of { $who }
  }
counter-each-player = each player
counter-each-combatant = each player in the combat

## Durations ("until")

duration-end-of-combat = until the end of the combat
duration-end-of-next-combat = until the end of your next combat
duration-end-of-turn = until the end of the turn
duration-end-of-next-turn = until the end of your next turn
duration-death = until you die
duration-next-kill = until your next kill
duration-next-death = until your next death
duration-next-won-combat = until you next win a combat
duration-next-lost-combat = until you next lose a combat
duration-next-level-gained = until you next go up a { -level }
duration-next-card-played = until you next play a card
duration-next-turn-started = until your next turn starts
duration-next-item-lost = until you next lose an { -item }
duration-next-slot-lost = until you lose your { $slot }

## Who chooses among options

chooser-victim = the victim chooses
chooser-self = you choose
chooser-player = the player in the combat chooses

## Selectors of players

selector-you = you
    .gender = plur
selector-victim = the victim
selector-fighter = the player fighting
selector-helper = the helper
selector-combatants = the players in the combat
    .gender = plur
selector-combatant-other = one player in the combat other than you
selector-another = another player
selector-any = any player
selector-others = each other player
selector-everyone = each player
selector-extreme = the player with the { $which } { FORM($q, case: "bare") }
selector-extreme-all = the players with the { $which } { FORM($q, case: "bare") }
    .gender = plur
selector-extreme-other = the player other than you with the { $which } { FORM($q, case: "bare") }
selector-extreme-level = the { $which-key ->
    [lowest] lowest-level
    [lowest-level] lowest-level
   *[other] highest-level
  } player
selector-extreme-level-other = the { $which-key ->
    [lowest] lowest-level
    [lowest-level] lowest-level
   *[other] highest-level
  } other player

## Selectors of cards

card-selector-all = the { FORM($what, case: "pl") } { $where }
    .gender = plur
card-selector-one = { FORM($what, case: "indef") } { $where }
card-selector-a-kind = { FORM($what, case: "indef") }
card-selector-some = { $n } { $n ->
    [one] { FORM($what, case: "sg") }
   *[other] { FORM($what, case: "pl") }
  } { $where }
    .gender = { $n ->
        [one] { GENDER($what) }
       *[other] plur
    }
card-selector-top-discard = the top card of the { $deck } discard pile
card-selector-top-deck = the top card of the { $deck } deck
card-selector-best = your best { -item }
card-selector-best-of = the best { FORM($what, case: "sg") } { $where }
card-selector-yours = your { FORM($what, case: "pl") }
    .gender = plur
card-selector-it = that card
card-selector-this = this card

## Kinds of card a selector names (sg, pl, indef)

card-kind-card = { $case ->
    [pl] cards
    [indef] a card
   *[sg] card
  }
card-kind-item = { $case ->
    [pl] { -item(case: "pl") }
    [indef] an { -item }
   *[sg] { -item }
  }
card-kind-big-item = { $case ->
    [pl] { -big-item(case: "pl") }
    [indef] a { -big-item }
   *[sg] { -big-item }
  }
card-kind-item-bonus = { $case ->
    [pl] { -item(case: "pl") } with a bonus of at least { $n }
    [indef] an { -item } with a bonus of at least { $n }
   *[sg] { -item } with a bonus of at least { $n }
  }
card-kind-slot = { $slot }
card-kind-tagged-card = { $case ->
    [pl] { $tag } cards
    [indef] { FORM($tag, case: "indef") } card
   *[sg] { $tag } card
  }
card-kind-tagged-item = { $case ->
    [pl] { $tag } { -item(case: "pl") }
    [indef] { FORM($tag, case: "indef") } { -item }
   *[sg] { $tag } { -item }
  }
card-kind-monster = { $case ->
    [pl] monsters
    [indef] a monster
   *[sg] monster
  }
card-kind-tagged-monster = { $case ->
    [pl] { $tag } monsters
    [indef] { FORM($tag, case: "indef") } monster
   *[sg] { $tag } monster
  }
card-kind-kind = { $case ->
    [pl] { $kind } cards
    [indef] { FORM($kind, case: "indef") } card
   *[sg] { $kind } card
  }

## Where cards are

place-hand = in your hand
place-hand-of = in the hand of { $who }
place-carried = you carry
place-carried-by = carried by { $who }
place-equipped = you have equipped
place-equipped-by = equipped by { $who }
place-in-play = in play
place-in-front-of = in play in front of { $who }
place-discard-pile = in the { $deck } discard pile
place-deck = in the { $deck } deck
place-combat = in the combat

## How the parts of a rule are put together

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, if { $condition }
construct-if = if { $condition }
construct-for-each = { $effect } for { $counter }
construct-lasting = { $effect } { $duration }
construct-effect-if = { $effect } if { $condition }
construct-target = { $effect } ({ $target })
construct-not = it is not so that { $condition }
construct-choice = { $chooser }: { $options }
construct-choice-free = choose one: { $options }
construct-compare = { $quantity } is { $op ->
    [lt] less than { $n }
    [le] { $n } or less
    [eq] { $n }
    [ne] not { $n }
    [ge] { $n } or more
   *[gt] more than { $n }
  }
construct-compare-other = { $quantity } is { $op ->
    [lt] less than
    [le] at most
    [eq] equal to
    [ne] not equal to
    [ge] at least
   *[gt] more than
  } { $other }

## Field labels: how a face names a field it lists ("Base: ...")

label-big = Big
label-bonus = Bonus
label-deck = Deck
label-gold = Gold
label-hands = Hands
label-level = Level
label-levels = Levels
label-slot = Slot
label-treasures = Treasures


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
