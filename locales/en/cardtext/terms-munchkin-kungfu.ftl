### Termbase of Munchkin Kung Fu: English. What Kung Fu adds to the family's termbase.

## Kinds of card

-kind-trap = { $case ->
   *[nom] Trap
    [indef] a Trap
  }
-kind-style = { $case ->
   *[nom] Style
    [indef] a Style
  }
-kind-double-strike = { $case ->
   *[nom] Double Strike
    [indef] a Double Strike
  }
-kind-extra-style = { $case ->
   *[nom] Extra Style
    [indef] an Extra Style
  }
-kind-fan = { $case ->
   *[nom] Fan
    [indef] a Fan
  }

## Value sets

-loss-style = Style
-loss-fan = Fan
-category-style = Style

## Classes

-class-monk = { $case ->
   *[nom] Monk
    [indef] a Monk
    [pl] Monks
  }
-class-ninja = { $case ->
   *[nom] Ninja
    [indef] a Ninja
    [pl] Ninjas
  }
-class-samurai = { $case ->
   *[nom] Samurai
    [indef] a Samurai
    [pl] Samurai
  }
-class-yakuza = { $case ->
   *[nom] Yakuza
    [indef] a Yakuza
    [pl] Yakuza
  }

## Styles

-style-butterfly = Butterfly
-style-crane = Crane
-style-dragon-fist = Dragon Fist
-style-drunken = Drunken Fist
-style-iron-palm = Iron Palm
-style-mantis = Mantis
-style-monkey = Monkey
-style-serpent = Serpent
-style-sloth = Sloth
-style-tiger = Tiger

## Tags

-tag-hong-kong = { $case ->
   *[nom] Hong Kong
    [indef] a Hong Kong
  }
-tag-ninja = { $case ->
   *[nom] Ninja
    [indef] a Ninja
  }
-tag-robot = { $case ->
   *[nom] Robot
    [indef] a Robot
  }
-tag-spirit = { $case ->
   *[nom] Spirit
    [indef] a Spirit
  }

## Cards

-card-mkf-040 = Discount Shadow Ninja
-card-mkf-041 = Samurai of Overdue Honor
-card-mkf-042 = Monk of the Extra Sleeve
-card-mkf-043 = Yakuza With a Pinky Promise
-card-mkf-100 = Trained by a Much Angrier Master
-card-mkf-101 = Shrunk in the Wash
-card-mkf-102 = Overcaffeinated on Oolong
-card-mkf-103 = Haunted by a Low-Budget Demon
-card-mkf-104 = Vindictive Pet Goldfish
-card-mkf-105 = Forgot Its Lines
-card-mkf-106 = Wrong Dojo, Right Time
-card-mkf-107 = Uninvited Sequel
-card-mkf-108 = Echo Fist Reprise
-card-mkf-109 = The Twin Nobody Mentioned
-card-mkf-060 = Hood of Suspiciously Quiet Thoughts
-card-mkf-061 = Rented Samurai Armor, Late Fees Apply
-card-mkf-062 = Slippers of Sudden Departure
-card-mkf-063 = Flip-Flops of Fury
-card-mkf-064 = Nunchucks of Mostly Self-Injury
-card-mkf-065 = Eleven-Foot Polearm of Overcompensation
-card-mkf-066 = Katana Still in Bubble Wrap
-card-mkf-067 = Prayer Beads of Mild Enlightenment
-card-mkf-068 = Tattoo Sleeve of Intimidation
-card-mkf-069 = Portable-ish Bronze Gong
-card-mkf-070 = Chopsticks of Precise Violence
-card-mkf-071 = Neon Sign Shield
-card-mkf-072 = Conical Straw Hat of Plot Armor
-card-mkf-073 = Mahjong Tile Bandolier
-card-mkf-090 = Bribed the Belt Examiner
-card-mkf-091 = Finally Read the Scroll
-card-mkf-092 = Charity Tournament Trophy
-card-mkf-093 = Won a Staring Contest With a Statue
-card-mkf-001 = Paper Tiger of the Gift Shop
-card-mkf-002 = Sulking Dumpling
-card-mkf-003 = Subtitles Out of Sync
-card-mkf-004 = Understudy Ninja #7
-card-mkf-005 = Alley Cat Who Spent All Nine Lives
-card-mkf-006 = Gang of Identical Henchmen
-card-mkf-007 = Lazy Crane of Lantern Pier
-card-mkf-008 = Hopping Vampire Accountant
-card-mkf-009 = Bamboo-Fed Bruiser
-card-mkf-010 = Grudge-Bearing Sifu of the Eighth Floor
-card-mkf-011 = Neon Triad Enforcer
-card-mkf-012 = Mime of Temple Street
-card-mkf-013 = Jiangshi Conga Line
-card-mkf-014 = Iron Abbot of Nine Gongs
-card-mkf-015 = Sentient Wok of Doom
-card-mkf-016 = Mecha-Sensei 3000
-card-mkf-017 = Hungry Ghost Buffet Critic
-card-mkf-018 = Temple Guardian Who Skipped Leg Day
-card-mkf-019 = Lord Mustache of the Floating Fortress
-card-mkf-020 = Nine-Tailed Landlady
-card-mkf-021 = Thousand-Year Drunken Master, Now Sober
-card-mkf-022 = The Final Boss Who Explains Everything
-card-mkf-117 = Auntie Who Arranges Marriages
-card-mkf-080 = Smoke Bomb Shaped Like a Duck
-card-mkf-081 = Mystery Sauce Packet
-card-mkf-082 = Ridiculously Long Battle Cry
-card-mkf-083 = Borrowed Stunt Double
-card-mkf-084 = Fortune Cookie of Vague Prophecy
-card-mkf-085 = Wire-Fu Harness
-card-mkf-086 = Tiger Balm of Questionable Origin
-card-mkf-087 = String of Festival Firecrackers
-card-mkf-119 = Grappling Hook Made of Sticky Rice
-card-mkf-110 = Double Major in Punching
-card-mkf-111 = Correspondence Course in a Second Style
-card-mkf-112 = Overly Devoted Fan Club President
-card-mkf-113 = Kid Who Wants to Be Your Apprentice
-card-mkf-114 = Paparazzo With a Flash Camera
-card-mkf-115 = Dramatic Flashback
-card-mkf-116 = Scroll of the Obvious Ending
-card-mkf-parts-01 = Generous Master's Lesson
-card-mkf-parts-02 = Scroll From the Scrap Heap
-card-mkf-050 = Tiger Who Skipped Breakfast
-card-mkf-051 = Crane on One Wobbly Leg
-card-mkf-052 = Drunken Fist (Mostly Drunk)
-card-mkf-053 = Praying Mantis, Impatient Edition
-card-mkf-054 = Serpent That Hisses Spoilers
-card-mkf-055 = Monkey Who Borrows Things
-card-mkf-056 = Iron Palm, Slightly Rusty
-card-mkf-057 = Way of the Sloth
-card-mkf-058 = Dragon Fist of Late Blooming
-card-mkf-118 = Butterfly Who Cheers From the Side
-card-mkf-030 = Stubbed Toe on the Temple Step
-card-mkf-031 = Hat Blown Off by a Dramatic Wind
-card-mkf-032 = Wrong Cup at the Tea Ceremony
-card-mkf-033 = Dubbed Into Another Language
-card-mkf-034 = Expelled From the Dojo
-card-mkf-035 = Bamboo Scaffold Collapse
-card-mkf-036 = Fan Club Disbanded
-card-mkf-037 = Training Montage Cut for Time

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
-game-title = Munchkin Kung Fu
