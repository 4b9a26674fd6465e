### Termbase von Munchkin Kung Fu: Deutsch. Was Kung Fu der Termbase der Familie hinzufügt.


## Kartenarten

# source-hash: 930f42bd9ac3
-kind-trap = Falle
    .gender = fem
# source-hash: 2f113fec94c7
-kind-style = Stil
    .gender = masc
# source-hash: 2e62ac94f0da
-kind-double-strike = Doppelschlag
    .gender = masc
# source-hash: f6990c1c0a79
-kind-extra-style = Zusatzstil
    .gender = masc
# source-hash: 5c84eb81d460
-kind-fan = Fan
    .gender = masc

## Wertemengen

# source-hash: a4f7a34268ab
-loss-style =
    { $case ->
       *[nom] Stil
        [acc] Stil
        [dat] Stil
        [gen] Stils
        [indef] ein Stil
        [indef-acc] einen Stil
        [indef-dat] einem Stil
        [indef-gen] eines Stils
        [neg] kein Stil
        [neg-acc] keinen Stil
        [poss-acc] deinen Stil
        [def-acc] den Stil
    }
    .gender = masc
# source-hash: 1fe0b265e9f8
-loss-fan =
    { $case ->
       *[nom] Fan
        [acc] Fan
        [dat] Fan
        [gen] Fans
        [indef] ein Fan
        [indef-acc] einen Fan
        [indef-dat] einem Fan
        [indef-gen] eines Fans
        [neg] kein Fan
        [neg-acc] keinen Fan
        [poss-acc] deinen Fan
        [def-acc] den Fan
    }
    .gender = masc
# source-hash: e97d6988d48d
-category-style = Stil
    .gender = masc

## Klassen

# source-hash: a2facd2efd18
-class-monk =
    { $case ->
       *[nom] Mönch
        [acc] Mönch
        [dat] Mönch
        [gen] Mönchs
        [indef] ein Mönch
        [indef-acc] einen Mönch
        [indef-dat] einem Mönch
        [indef-gen] eines Mönchs
        [neg] kein Mönch
        [neg-acc] keinen Mönch
        [poss-acc] deinen Mönch
        [def-acc] den Mönch
        [pl] Mönche
        [pl-dat] Mönchen
    }
    .gender = masc
# source-hash: 13467f8d0add
-class-ninja =
    { $case ->
       *[nom] Ninja
        [acc] Ninja
        [dat] Ninja
        [gen] Ninjas
        [indef] ein Ninja
        [indef-acc] einen Ninja
        [indef-dat] einem Ninja
        [indef-gen] eines Ninjas
        [neg] kein Ninja
        [neg-acc] keinen Ninja
        [poss-acc] deinen Ninja
        [def-acc] den Ninja
        [pl] Ninjas
        [pl-dat] Ninjas
    }
    .gender = masc
# source-hash: 4e4dc8f2426d
-class-samurai =
    { $case ->
       *[nom] Samurai
        [acc] Samurai
        [dat] Samurai
        [gen] Samurais
        [indef] ein Samurai
        [indef-acc] einen Samurai
        [indef-dat] einem Samurai
        [indef-gen] eines Samurais
        [neg] kein Samurai
        [neg-acc] keinen Samurai
        [poss-acc] deinen Samurai
        [def-acc] den Samurai
        [pl] Samurai
        [pl-dat] Samurain
    }
    .gender = masc
# source-hash: 0cc64780a6da
-class-yakuza =
    { $case ->
       *[nom] Yakuza
        [acc] Yakuza
        [dat] Yakuza
        [gen] Yakuzas
        [indef] ein Yakuza
        [indef-acc] einen Yakuza
        [indef-dat] einem Yakuza
        [indef-gen] eines Yakuzas
        [neg] kein Yakuza
        [neg-acc] keinen Yakuza
        [poss-acc] deinen Yakuza
        [def-acc] den Yakuza
        [pl] Yakuza
        [pl-dat] Yakuzan
    }
    .gender = masc

## Stile

# source-hash: 2e4a97f15d80
-style-butterfly = Schmetterling
# source-hash: 73345b2c8ad9
-style-crane = Kranich
# source-hash: 5877f89d75c4
-style-dragon-fist = Drachenfaust
# source-hash: 87bd9cf34f26
-style-drunken = Betrunkene Faust
# source-hash: be7593a2284d
-style-iron-palm = Eisenhand
# source-hash: 857d14f7d399
-style-mantis = Gottesanbeterin
# source-hash: 741a8884fbe6
-style-monkey = Affe
# source-hash: 423f8dba13b2
-style-serpent = Schlange
# source-hash: 0c3ba0088ab7
-style-sloth = Faultier
# source-hash: 7198569a6781
-style-tiger = Tiger

## Monster-Merkmale

# source-hash: d6f8842df84c
-tag-hong-kong =
    { $case ->
       *[nom] Hongkong-Monster
        [acc] Hongkong-Monster
        [dat] Hongkong-Monster
        [gen] Hongkong-Monsters
        [indef] ein Hongkong-Monster
        [indef-acc] ein Hongkong-Monster
        [indef-dat] einem Hongkong-Monster
        [indef-gen] eines Hongkong-Monsters
        [neg] kein Hongkong-Monster
        [neg-acc] kein Hongkong-Monster
        [poss-acc] dein Hongkong-Monster
        [def-acc] das Hongkong-Monster
        [pl] Hongkong-Monster
        [pl-dat] Hongkong-Monstern
    }
    .gender = neut
# source-hash: 3baf9df57163
-tag-ninja =
    { $case ->
       *[nom] Ninja
        [acc] Ninja
        [dat] Ninja
        [gen] Ninjas
        [indef] ein Ninja
        [indef-acc] einen Ninja
        [indef-dat] einem Ninja
        [indef-gen] eines Ninjas
        [neg] kein Ninja
        [neg-acc] keinen Ninja
        [poss-acc] deinen Ninja
        [def-acc] den Ninja
        [pl] Ninjas
        [pl-dat] Ninjas
    }
    .gender = masc
# source-hash: 14bd274597e9
-tag-robot =
    { $case ->
       *[nom] Roboter
        [acc] Roboter
        [dat] Roboter
        [gen] Roboters
        [indef] ein Roboter
        [indef-acc] einen Roboter
        [indef-dat] einem Roboter
        [indef-gen] eines Roboters
        [neg] kein Roboter
        [neg-acc] keinen Roboter
        [poss-acc] deinen Roboter
        [def-acc] den Roboter
        [pl] Roboter
        [pl-dat] Robotern
    }
    .gender = masc
# source-hash: f4a941669ddb
-tag-spirit =
    { $case ->
       *[nom] Geist
        [acc] Geist
        [dat] Geist
        [gen] Geists
        [indef] ein Geist
        [indef-acc] einen Geist
        [indef-dat] einem Geist
        [indef-gen] eines Geists
        [neg] kein Geist
        [neg-acc] keinen Geist
        [poss-acc] deinen Geist
        [def-acc] den Geist
        [pl] Geister
        [pl-dat] Geistern
    }
    .gender = masc

## Karten (Fälle, wo der Regeltext den Namen nicht im Nominativ einsetzt)

# source-hash: a4bcf8c5a57a
-card-mkf-040 = Schattenninja vom Discounter
    .gender = masc
# source-hash: 43c68f5ef491
-card-mkf-041 = Samurai der überfälligen Ehre
    .gender = masc
# source-hash: bbffecdebc88
-card-mkf-042 = Mönch mit dem Extraärmel
    .gender = masc
# source-hash: 693d4278444c
-card-mkf-043 = Yakuza mit Kleiner-Finger-Schwur
    .gender = masc
# source-hash: e304c4474b39
-card-mkf-100 = Von einem viel wütenderen Meister ausgebildet
    .gender = neut
# source-hash: 29a6b287c183
-card-mkf-101 = In der Wäsche eingelaufen
    .gender = neut
# source-hash: 7cb72d589c38
-card-mkf-102 = Zu viel Oolong
    .gender = masc
# source-hash: cb7ffdf5230d
-card-mkf-103 = Von einem Billigdämon heimgesucht
    .gender = neut
# source-hash: 437a28f074c2
-card-mkf-104 = Rachsüchtiger Goldfisch
    .gender = masc
# source-hash: a2a571e2d846
-card-mkf-105 = Text vergessen
    .gender = neut
# source-hash: 9ed83f8cd910
-card-mkf-106 = Falsches Dojo, richtiger Zeitpunkt
    .gender = neut
# source-hash: ed1991861904
-card-mkf-107 = Ungebetene Fortsetzung
    .gender = fem
# source-hash: 67afaad7fade
-card-mkf-108 = Echofaust – die Zugabe
    .gender = fem
# source-hash: bb7d08b70e96
-card-mkf-109 = Der Zwilling, den keiner erwähnte
    .gender = masc
# source-hash: 93aefb5aef0d
-card-mkf-060 = Kapuze verdächtig stiller Gedanken
    .gender = fem
# source-hash: df33ccec4a9b
-card-mkf-061 = Gemietete Samurai-Rüstung, Mahngebühren fällig
    .gender = fem
# source-hash: 3c3f8b6a432a
-card-mkf-062 = Pantoffeln des plötzlichen Abgangs
    .gender = plur
# source-hash: 261f1be14beb
-card-mkf-063 = Flipflops des Zorns
    .gender = plur
# source-hash: e8a140d95a4f
-card-mkf-064 = Nunchakus der überwiegenden Selbstverletzung
    .gender = plur
# source-hash: 64ad188c4afb
-card-mkf-065 = Elf-Fuß-Stangenwaffe der Überkompensation
    .gender = fem
# source-hash: b0006d24a7cc
-card-mkf-066 = Katana, noch in Luftpolsterfolie
    .gender = neut
# source-hash: ecf3eea188b9
-card-mkf-067 = Gebetsperlen leichter Erleuchtung
    .gender = plur
# source-hash: 6f39d698e446
-card-mkf-068 = Einschüchterungs-Tattooärmel
    .gender = masc
# source-hash: 92ef586b423f
-card-mkf-069 =
    { $case ->
       *[nom] Halbwegs tragbarer Bronzegong
        [acc] den Halbwegs tragbaren Bronzegong
        [dat] dem Halbwegs tragbaren Bronzegong
        [gen] des Halbwegs tragbaren Bronzegongs
    }
    .gender = masc
# source-hash: 6b1f38bbe4a7
-card-mkf-070 =
    { $case ->
       *[nom] Essstäbchen präziser Gewalt
        [acc] die Essstäbchen präziser Gewalt
        [dat] den Essstäbchen präziser Gewalt
        [gen] der Essstäbchen präziser Gewalt
    }
    .gender = plur
# source-hash: d26b3d437bff
-card-mkf-071 = Neonschild-Schild
    .gender = masc
# source-hash: 784da392f468
-card-mkf-072 = Strohkegelhut der Handlungsrüstung
    .gender = masc
# source-hash: 468faf293829
-card-mkf-073 = Mahjongstein-Patronengurt
    .gender = masc
# source-hash: 5e3cda85cb58
-card-mkf-090 = Den Gürtelprüfer bestochen
    .gender = neut
# source-hash: 8fc67a6ef8dc
-card-mkf-091 = Endlich die Schriftrolle gelesen
    .gender = neut
# source-hash: 96820f13d4ca
-card-mkf-092 = Pokal des Wohltätigkeitsturniers
    .gender = masc
# source-hash: 4f39d0990e62
-card-mkf-093 = Ein Starrduell gegen eine Statue gewonnen
    .gender = neut
# source-hash: 59c854bdffb0
-card-mkf-001 = Papiertiger aus dem Souvenirladen
    .gender = masc
# source-hash: 77bd1ccd031d
-card-mkf-002 = Schmollende Teigtasche
    .gender = fem
# source-hash: 73b6f6fd0dec
-card-mkf-003 = Untertitel nicht synchron
    .gender = plur
# source-hash: 74365e64c877
-card-mkf-004 = Ersatzninja Nr. 7
    .gender = masc
# source-hash: 7d6c8d2da352
-card-mkf-005 = Straßenkater, der alle neun Leben verbraucht hat
    .gender = masc
# source-hash: 92ab20412a92
-card-mkf-006 = Bande identischer Handlanger
    .gender = fem
# source-hash: bcbffa4912a9
-card-mkf-007 = Fauler Kranich vom Laternenpier
    .gender = masc
# source-hash: 8cab209e8be6
-card-mkf-008 = Hüpfender Vampirbuchhalter
    .gender = masc
# source-hash: fc481771a172
-card-mkf-009 =
    { $case ->
       *[nom] Bambusgefütterter Schläger
        [acc] den Bambusgefütterten Schläger
        [dat] dem Bambusgefütterten Schläger
        [gen] des Bambusgefütterten Schlägers
    }
    .gender = masc
# source-hash: a7f63ba82a85
-card-mkf-010 = Nachtragender Sifu aus dem achten Stock
    .gender = masc
# source-hash: 1afb17df86ee
-card-mkf-011 = Neon-Vollstrecker der Triade
    .gender = masc
# source-hash: 897968f5bffa
-card-mkf-012 = Pantomime aus der Tempelstraße
    .gender = masc
# source-hash: 3fa5e9a0b33e
-card-mkf-013 = Jiangshi-Polonaise
    .gender = fem
# source-hash: 8aca72469acd
-card-mkf-014 = Eiserner Abt der neun Gongs
    .gender = masc
# source-hash: 22b76d9c4334
-card-mkf-015 = Empfindsamer Wok des Verderbens
    .gender = masc
# source-hash: 2475edbfe7a3
-card-mkf-016 = Mecha-Sensei 3000
    .gender = masc
# source-hash: 9053b9792929
-card-mkf-017 = Hungriger Geist, Buffetkritiker
    .gender = masc
# source-hash: 8502f310db79
-card-mkf-018 = Tempelwächter, der den Beintag geschwänzt hat
    .gender = masc
# source-hash: 5a33bd3739ec
-card-mkf-019 = Lord Schnurrbart von der Schwebenden Festung
    .gender = masc
# source-hash: 03e4091c1292
-card-mkf-020 = Neunschwänzige Vermieterin
    .gender = fem
# source-hash: 14c72884b567
-card-mkf-021 = Tausendjähriger betrunkener Meister, jetzt nüchtern
    .gender = masc
# source-hash: d78625d8ad6e
-card-mkf-022 =
    { $case ->
       *[nom] Der Endgegner, der alles erklärt
        [acc] den Endgegner, der alles erklärt
        [dat] dem Endgegner, der alles erklärt
        [gen] des Endgegners, der alles erklärt
    }
    .gender = masc
# source-hash: 4c1609134637
-card-mkf-117 = Tante, die Ehen stiftet
    .gender = fem
# source-hash: a1cb4948721d
-card-mkf-080 = Rauchbombe in Entenform
    .gender = fem
# source-hash: d58ee2da31f6
-card-mkf-081 = Päckchen geheimnisvoller Soße
    .gender = neut
# source-hash: ee87b19bc8b9
-card-mkf-082 = Lächerlich langer Kampfschrei
    .gender = masc
# source-hash: 0d9d3e09a75c
-card-mkf-083 = Geliehenes Stuntdouble
    .gender = neut
# source-hash: 9b6db6ddf5bd
-card-mkf-084 = Glückskeks vager Prophezeiung
    .gender = masc
# source-hash: 29a10e3c5e74
-card-mkf-085 = Wire-Fu-Geschirr
    .gender = neut
# source-hash: 46d81b4716d6
-card-mkf-086 = Tigerbalsam zweifelhafter Herkunft
    .gender = masc
# source-hash: cef1047cda69
-card-mkf-087 = Kette von Festtagsböllern
    .gender = fem
# source-hash: 8b338ab5cbb5
-card-mkf-119 = Enterhaken aus Klebreis
    .gender = masc
# source-hash: 5aacdac194c5
-card-mkf-110 = Doppelstudium im Zuschlagen
    .gender = neut
# source-hash: 760696c9303e
-card-mkf-111 = Fernkurs in einem zweiten Stil
    .gender = masc
# source-hash: ca7f1a8f34b0
-card-mkf-112 =
    { $case ->
       *[nom] Übereifrige Fanclub-Präsidentin
        [acc] die Übereifrige Fanclub-Präsidentin
        [dat] der Übereifrigen Fanclub-Präsidentin
        [gen] der Übereifrigen Fanclub-Präsidentin
    }
    .gender = fem
# source-hash: d60b87ef21e2
-card-mkf-113 =
    { $case ->
       *[nom] Kind, das dein Lehrling werden will
        [acc] das Kind, das dein Lehrling werden will
        [dat] dem Kind, das dein Lehrling werden will
        [gen] des Kindes, das dein Lehrling werden will
    }
    .gender = neut
# source-hash: fe6131465dc5
-card-mkf-114 =
    { $case ->
       *[nom] Paparazzo mit Blitzkamera
        [acc] den Paparazzo mit Blitzkamera
        [dat] dem Paparazzo mit Blitzkamera
        [gen] des Paparazzos mit Blitzkamera
    }
    .gender = masc
# source-hash: ef3e643bf328
-card-mkf-115 = Dramatische Rückblende
    .gender = fem
# source-hash: af48344c8da1
-card-mkf-116 = Schriftrolle des offensichtlichen Endes
    .gender = fem
# source-hash: 85e195449c2c
-card-mkf-parts-01 = Lektion des großzügigen Meisters
    .gender = fem
# source-hash: c356369c51f7
-card-mkf-parts-02 = Schriftrolle vom Schrotthaufen
    .gender = fem
# source-hash: ae6b2877de81
-card-mkf-050 = Tiger, der das Frühstück ausließ
    .gender = masc
# source-hash: 940c4d140b26
-card-mkf-051 = Kranich auf einem wackligen Bein
    .gender = masc
# source-hash: 562cfb2f6aa0
-card-mkf-052 = Betrunkene Faust (meist betrunken)
    .gender = fem
# source-hash: c389ba8d3aab
-card-mkf-053 = Gottesanbeterin, ungeduldige Ausgabe
    .gender = fem
# source-hash: 426e8eff2166
-card-mkf-054 = Schlange, die Spoiler zischt
    .gender = fem
# source-hash: a4867740aeae
-card-mkf-055 = Affe, der sich Sachen borgt
    .gender = masc
# source-hash: 949d6ced3613
-card-mkf-056 = Eisenhand, leicht rostig
    .gender = fem
# source-hash: aac7954053b0
-card-mkf-057 = Weg des Faultiers
    .gender = masc
# source-hash: 859e6c8458ba
-card-mkf-058 = Spät erblühende Drachenfaust
    .gender = fem
# source-hash: 31695f74d2cd
-card-mkf-118 = Schmetterling, der vom Rand anfeuert
    .gender = masc
# source-hash: 4fa5cf4b6fcd
-card-mkf-030 = Zeh an der Tempelstufe gestoßen
    .gender = masc
# source-hash: e672f89c3567
-card-mkf-031 = Hut vom dramatischen Wind weggeweht
    .gender = masc
# source-hash: 6726a2b0beb0
-card-mkf-032 = Falsche Tasse bei der Teezeremonie
    .gender = fem
# source-hash: 638a120ee3c6
-card-mkf-033 = In eine andere Sprache synchronisiert
    .gender = neut
# source-hash: 66033eace0d9
-card-mkf-034 = Aus dem Dojo geworfen
    .gender = neut
# source-hash: 9f8b0fc29b0e
-card-mkf-035 = Bambusgerüst-Einsturz
    .gender = masc
# source-hash: 30f63b026d53
-card-mkf-036 = Fanclub aufgelöst
    .gender = masc
# source-hash: 31d94d3c480e
-card-mkf-037 = Trainingsmontage herausgeschnitten
    .gender = fem

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 28c034567e3b
-game-title = Munchkin Kung Fu
