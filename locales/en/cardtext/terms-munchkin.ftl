### Termbase of the Munchkin family: English, the source. Game terms, the words of the value sets
### (-<set>-<word>) and every card's name (-card-<key>). English variants of $case: nom (the
### default), pl (the plural), indef (with "a"/"an"). Translators: each language gives its own
### cases (docs/i18n.md) and a .gender (masc, fem, neut; uk and pl add .animacy).

## Game terms

-level = { $case ->
   *[nom] Level
    [pl] Levels
  }
-treasure = { $case ->
   *[nom] Treasure
    [pl] Treasures
  }
-door = { $case ->
   *[nom] Door
    [pl] Doors
  }
-bad-stuff = Bad Stuff
-run-away = Run Away
-item = { $case ->
   *[nom] Item
    [pl] Items
  }
-big-item = { $case ->
   *[nom] Big Item
    [pl] Big Items
  }
-headgear = Headgear
-armor = Armor
-footgear = Footgear
-hong-kong = Hong Kong
-style = Style

## Kinds of card

-kind-monster = { $case ->
   *[nom] Monster
    [indef] a Monster
  }
-kind-curse = { $case ->
   *[nom] Curse
    [indef] a Curse
  }
-kind-race = { $case ->
   *[nom] Race
    [indef] a Race
  }
-kind-class = { $case ->
   *[nom] Class
    [indef] a Class
  }
-kind-monster-enhancer = { $case ->
   *[nom] Monster Enhancer
    [indef] a Monster Enhancer
  }
-kind-wandering-monster = { $case ->
   *[nom] Wandering Monster
    [indef] a Wandering Monster
  }
-kind-super-munchkin = { $case ->
   *[nom] Super Munchkin
    [indef] a Super Munchkin
  }
-kind-half-breed = { $case ->
   *[nom] Half-Breed
    [indef] a Half-Breed
  }
-kind-item = { $case ->
   *[nom] Item
    [indef] an Item
  }
-kind-one-shot = { $case ->
   *[nom] One-Shot
    [indef] a One-Shot
  }
-kind-go-up-a-level = { $case ->
   *[nom] Go Up a Level
    [indef] a Go Up a Level
  }
-kind-hireling = { $case ->
   *[nom] Hireling
    [indef] a Hireling
  }
-kind-special = { $case ->
   *[nom] Special
    [indef] a Special
  }

## Value sets

-slot-headgear = Headgear
-slot-armor = Armor
-slot-footgear = Footgear
-loss-headgear = Headgear
-loss-armor = Armor
-loss-footgear = Footgear
-loss-hand-item = Hand Item
-loss-big-item = Big Item
-loss-item = Item
-loss-items = Items
-loss-class = Class
-loss-race = Race
-loss-hireling = Hireling
-loss-hand = Hand
-deck-door = Door
-deck-treasure = Treasure
-gender-male = male
-gender-female = female
-rank-lowest = lowest
-rank-highest = highest
-level-rank-lowest-level = lowest-level
-level-rank-highest-level = highest-level
-more-more = more
-more-fewer = fewer
-more-less = less
-category-class = Class
-category-race = Race

## Races

-race-dwarf = { $case ->
   *[nom] Dwarf
    [indef] a Dwarf
    [pl] Dwarves
  }
-race-elf = { $case ->
   *[nom] Elf
    [indef] an Elf
    [pl] Elves
  }
-race-gnome = { $case ->
   *[nom] Gnome
    [indef] a Gnome
    [pl] Gnomes
  }
-race-halfling = { $case ->
   *[nom] Halfling
    [indef] a Halfling
    [pl] Halflings
  }

## Classes

-class-cleric = { $case ->
   *[nom] Cleric
    [indef] a Cleric
    [pl] Clerics
  }
-class-thief = { $case ->
   *[nom] Thief
    [indef] a Thief
    [pl] Thieves
  }
-class-warden = { $case ->
   *[nom] Warden
    [indef] a Warden
    [pl] Wardens
  }
-class-warrior = { $case ->
   *[nom] Warrior
    [indef] a Warrior
    [pl] Warriors
  }
-class-wizard = { $case ->
   *[nom] Wizard
    [indef] a Wizard
    [pl] Wizards
  }

## Tags

-tag-beast = { $case ->
   *[nom] Beast
    [indef] a Beast
  }
-tag-big = { $case ->
   *[nom] Big
    [indef] a Big
  }
-tag-demon = { $case ->
   *[nom] Demon
    [indef] a Demon
  }
-tag-dragon = { $case ->
   *[nom] Dragon
    [indef] a Dragon
  }
-tag-flying = { $case ->
   *[nom] Flying
    [indef] a Flying
  }
-tag-ghost = { $case ->
   *[nom] Ghost
    [indef] a Ghost
  }
-tag-goblin = { $case ->
   *[nom] Goblin
    [indef] a Goblin
  }
-tag-lawyer = { $case ->
   *[nom] Lawyer
    [indef] a Lawyer
  }
-tag-plant = { $case ->
   *[nom] Plant
    [indef] a Plant
  }
-tag-slime = { $case ->
   *[nom] Slime
    [indef] a Slime
  }
-tag-undead = { $case ->
   *[nom] Undead
    [indef] an Undead
  }

## Cards

-card-mun-047 = Certified Sword Enthusiast
-card-mun-048 = Apprentice Spell-Slinger
-card-mun-049 = Licensed Pickpocket
-card-mun-050 = Ordained Exorcist
-card-mun-033 = Hat-Hungry Moths
-card-mun-034 = Sudden Onset Amnesia
-card-mun-035 = Hex of the Stubbed Toe
-card-mun-036 = Wardrobe Malfunction
-card-mun-037 = Identity Crisis
-card-mun-038 = Polymorph Misfire
-card-mun-039 = Butterfingers Jinx
-card-mun-040 = Surprise Tax Audit
-card-mun-041 = Personal Rain Cloud
-card-mun-042 = Bottomless Bag With a Hole
-card-mun-043 = Envious Neighbour
-card-mun-words-gnome = Tinkering Gnome
-card-mun-words-warden = Goblin Warden
-card-mun-words-monocle = Gnomish Monocle
-card-mun-words-catcher = Goblin Gnome-Catcher
-card-mun-words-sneak = Goblin Sneak
-card-mun-090 = Older Than the Mountains
-card-mun-091 = Just Woke Up From a Nap
-card-mun-092 = Furious About Parking
-card-mun-093 = Adolescent Phase
-card-mun-094 = Freshly Zombified
-card-mun-095 = Unbearably Clingy
-card-mun-096 = Uninvited Plus-One
-card-mun-097 = Restless Dead on a Field Trip
-card-mun-051 = Conical Cap of Mild Arcana
-card-mun-052 = Colander of Cranial Safety
-card-mun-053 = Antlered Bucket of Overcompensation
-card-mun-054 = Chainmail Onesie
-card-mun-055 = Breastplate of Unearned Confidence
-card-mun-056 = Robe of Tasteful Sparkles
-card-mun-057 = Slime-Proof Poncho
-card-mun-058 = Sneakers of Strategic Retreat
-card-mun-059 = Steel-Toed Clodhoppers
-card-mun-060 = Slippers of Soundless Shuffling
-card-mun-061 = Rusty Butter Knife
-card-mun-062 = Shield of Mostly Holes
-card-mun-063 = Wand of Questionable Sparks
-card-mun-064 = Blessed Frying Pan
-card-mun-065 = Shiv of Regrettable Decisions
-card-mun-066 = Gauntlet of Overreaching
-card-mun-067 = Longbow With Ribbons On
-card-mun-068 = Entire Tree Trunk
-card-mun-069 = Polearm of Reasonable Distance
-card-mun-070 = Battering Ram on Little Wheels
-card-mun-071 = Rickety Stool of Social Climbing
-card-mun-072 = Lucky Rubber Chicken
-card-mun-073 = Cape of Dramatic Exits
-card-mun-084 = Bribe the Bard
-card-mun-085 = Boast Loudly at the Tavern
-card-mun-086 = Read the Rulebook, Finally
-card-mun-087 = Polish Your Participation Trophy
-card-mun-088 = Hand the Porter a Pink Slip
-card-mun-089 = Sell a Timeshare to a Goblin
-card-mun-001 = Sulking Slime
-card-mun-002 = Passive-Aggressive Fern
-card-mun-003 = Sock Gremlin
-card-mun-004 = Goblin Tax Collector
-card-mun-005 = Cranky Cave Newt
-card-mun-006 = Pocket Dragonling
-card-mun-007 = Bog Wisp
-card-mun-008 = Skeletal Accountant
-card-mun-009 = Zombie Paperboy
-card-mun-010 = Mimic Lunchbox
-card-mun-011 = Jellied Footstool
-card-mun-012 = Haunted Accordion
-card-mun-013 = Disgruntled Minotaur Intern
-card-mun-014 = Clockwork Pigeon Swarm
-card-mun-015 = Grudge-Bearing Marsh Drake
-card-mun-016 = Vampire Mosquito Baron
-card-mun-017 = Overdue Library Golem
-card-mun-018 = Carnivorous Salad Bar
-card-mun-019 = Banshee With a Megaphone
-card-mun-020 = Orc Motivational Speaker
-card-mun-021 = Lich of Mild Inconvenience
-card-mun-022 = Troll Under the Drawbridge
-card-mun-023 = Spurned Swamp Witch
-card-mun-024 = Gargantuan Snail of Doom
-card-mun-025 = Ghost Pirate Quartermaster
-card-mun-026 = Demon Middle Manager
-card-mun-027 = Hydra of Many Opinions
-card-mun-028 = Chimera of Committee Decisions
-card-mun-029 = Ancient Lawyer-Wyrm
-card-mun-030 = Thrice-Retired Elder Dragon
-card-mun-031 = Bone Colossus
-card-mun-032 = Unspeakable Tentacle Aunt
-card-mun-num-1 = Shrinking Satchel
-card-mun-num-2 = Jealous Hermit Crab
-card-mun-num-3 = Soggy Socks Hex
-card-mun-num-4 = Carrion Crow Charm
-card-mun-num-5 = Pinch of Humbling Dust
-card-mun-num-6 = Leaky Loot Sack
-card-mun-num-7 = Bottomless Backpack
-card-mun-num-8 = Stern Hall Monitor
-card-mun-num-9 = Hoarder's Tally Stick
-card-mun-074 = Flask of Liquid Courage
-card-mun-075 = Smoke Bomb of Awkward Silence
-card-mun-076 = Shrinking Powder
-card-mun-077 = Jar of Angry Bees
-card-mun-078 = Ectoplasm Repellent Spray
-card-mun-079 = Stink Bomb Deluxe
-card-mun-080 = Portable Hole (Slightly Used)
-card-mun-081 = Pocket Sand
-card-mun-082 = Scroll of Polite Dismissal
-card-mun-083 = Wishing Coin of Modest Ambition
-card-mun-106 = Grabby Hand on a Stick
-card-mun-098 = Overachiever's Permit
-card-mun-099 = Very Complicated Family Tree
-card-mun-100 = Gary the Expendable
-card-mun-101 = Torchbearer With Opinions
-card-mun-102 = Pack Mule Named Destiny
-card-mun-103 = Deed to the Whole Dungeon
-card-mun-104 = Mirror of Tiresome Duplication
-card-mun-105 = Trapdoor of Convenience
-card-mun-parts-01 = Abacus of Hoarding
-card-mun-parts-02 = Crown of the Moment
-card-mun-parts-03 = Dumpster Diving
-card-mun-parts-04 = Objection!
-card-mun-parts-05 = Knife-Thrower
-card-mun-parts-06 = Charitable Impulse
-card-mun-parts-07 = Shady Notary
-card-mun-044 = Prancing Treehugger
-card-mun-045 = Stout Beard-Haver
-card-mun-046 = Second-Breakfast Enjoyer

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
-game-title = Munchkin
