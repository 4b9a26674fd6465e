### Termbase von Munchkin Kung Fu: Deutsch. Was Kung Fu der Termbase der Familie hinzufügt.

## Kartenarten

-kind-trap = Falle
    .gender = fem
-kind-style = Stil
    .gender = masc
-kind-double-strike = Doppelschlag
    .gender = masc
-kind-extra-style = Zusatzstil
    .gender = masc
-kind-fan = Fan
    .gender = masc

## Wertemengen

-loss-style = { $case ->
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
-loss-fan = { $case ->
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
-category-style = Stil
    .gender = masc

## Klassen

-class-monk = { $case ->
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
-class-ninja = { $case ->
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
-class-samurai = { $case ->
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
-class-yakuza = { $case ->
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

-style-butterfly = Schmetterling
-style-crane = Kranich
-style-dragon-fist = Drachenfaust
-style-drunken = Betrunkene Faust
-style-iron-palm = Eisenhand
-style-mantis = Gottesanbeterin
-style-monkey = Affe
-style-serpent = Schlange
-style-sloth = Faultier
-style-tiger = Tiger

## Monster-Merkmale

-tag-hong-kong = { $case ->
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
-tag-ninja = { $case ->
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
-tag-robot = { $case ->
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
-tag-spirit = { $case ->
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

-card-mkf-040 = Schattenninja vom Discounter
    .gender = masc
-card-mkf-041 = Samurai der überfälligen Ehre
    .gender = masc
-card-mkf-042 = Mönch mit dem Extraärmel
    .gender = masc
-card-mkf-043 = Yakuza mit Kleiner-Finger-Schwur
    .gender = masc
-card-mkf-100 = Von einem viel wütenderen Meister ausgebildet
    .gender = neut
-card-mkf-101 = In der Wäsche eingelaufen
    .gender = neut
-card-mkf-102 = Zu viel Oolong
    .gender = masc
-card-mkf-103 = Von einem Billigdämon heimgesucht
    .gender = neut
-card-mkf-104 = Rachsüchtiger Goldfisch
    .gender = masc
-card-mkf-105 = Text vergessen
    .gender = neut
-card-mkf-106 = Falsches Dojo, richtiger Zeitpunkt
    .gender = neut
-card-mkf-107 = Ungebetene Fortsetzung
    .gender = fem
-card-mkf-108 = Echofaust – die Zugabe
    .gender = fem
-card-mkf-109 = Der Zwilling, den keiner erwähnte
    .gender = masc
-card-mkf-060 = Kapuze verdächtig stiller Gedanken
    .gender = fem
-card-mkf-061 = Gemietete Samurai-Rüstung, Mahngebühren fällig
    .gender = fem
-card-mkf-062 = Pantoffeln des plötzlichen Abgangs
    .gender = plur
-card-mkf-063 = Flipflops des Zorns
    .gender = plur
-card-mkf-064 = Nunchakus der überwiegenden Selbstverletzung
    .gender = plur
-card-mkf-065 = Elf-Fuß-Stangenwaffe der Überkompensation
    .gender = fem
-card-mkf-066 = Katana, noch in Luftpolsterfolie
    .gender = neut
-card-mkf-067 = Gebetsperlen leichter Erleuchtung
    .gender = plur
-card-mkf-068 = Einschüchterungs-Tattooärmel
    .gender = masc
-card-mkf-069 = { $case ->
   *[nom] Halbwegs tragbarer Bronzegong
    [acc] den Halbwegs tragbaren Bronzegong
    [dat] dem Halbwegs tragbaren Bronzegong
    [gen] des Halbwegs tragbaren Bronzegongs
  }
    .gender = masc
-card-mkf-070 = { $case ->
   *[nom] Essstäbchen präziser Gewalt
    [acc] die Essstäbchen präziser Gewalt
    [dat] den Essstäbchen präziser Gewalt
    [gen] der Essstäbchen präziser Gewalt
  }
    .gender = plur
-card-mkf-071 = Neonschild-Schild
    .gender = masc
-card-mkf-072 = Strohkegelhut der Handlungsrüstung
    .gender = masc
-card-mkf-073 = Mahjongstein-Patronengurt
    .gender = masc
-card-mkf-090 = Den Gürtelprüfer bestochen
    .gender = neut
-card-mkf-091 = Endlich die Schriftrolle gelesen
    .gender = neut
-card-mkf-092 = Pokal des Wohltätigkeitsturniers
    .gender = masc
-card-mkf-093 = Ein Starrduell gegen eine Statue gewonnen
    .gender = neut
-card-mkf-001 = Papiertiger aus dem Souvenirladen
    .gender = masc
-card-mkf-002 = Schmollende Teigtasche
    .gender = fem
-card-mkf-003 = Untertitel nicht synchron
    .gender = plur
-card-mkf-004 = Ersatzninja Nr. 7
    .gender = masc
-card-mkf-005 = Straßenkater, der alle neun Leben verbraucht hat
    .gender = masc
-card-mkf-006 = Bande identischer Handlanger
    .gender = fem
-card-mkf-007 = Fauler Kranich vom Laternenpier
    .gender = masc
-card-mkf-008 = Hüpfender Vampirbuchhalter
    .gender = masc
-card-mkf-009 = { $case ->
   *[nom] Bambusgefütterter Schläger
    [acc] den Bambusgefütterten Schläger
    [dat] dem Bambusgefütterten Schläger
    [gen] des Bambusgefütterten Schlägers
  }
    .gender = masc
-card-mkf-010 = Nachtragender Sifu aus dem achten Stock
    .gender = masc
-card-mkf-011 = Neon-Vollstrecker der Triade
    .gender = masc
-card-mkf-012 = Pantomime aus der Tempelstraße
    .gender = masc
-card-mkf-013 = Jiangshi-Polonaise
    .gender = fem
-card-mkf-014 = Eiserner Abt der neun Gongs
    .gender = masc
-card-mkf-015 = Empfindsamer Wok des Verderbens
    .gender = masc
-card-mkf-016 = Mecha-Sensei 3000
    .gender = masc
-card-mkf-017 = Hungriger Geist, Buffetkritiker
    .gender = masc
-card-mkf-018 = Tempelwächter, der den Beintag geschwänzt hat
    .gender = masc
-card-mkf-019 = Lord Schnurrbart von der Schwebenden Festung
    .gender = masc
-card-mkf-020 = Neunschwänzige Vermieterin
    .gender = fem
-card-mkf-021 = Tausendjähriger betrunkener Meister, jetzt nüchtern
    .gender = masc
-card-mkf-022 = { $case ->
   *[nom] Der Endgegner, der alles erklärt
    [acc] den Endgegner, der alles erklärt
    [dat] dem Endgegner, der alles erklärt
    [gen] des Endgegners, der alles erklärt
  }
    .gender = masc
-card-mkf-117 = Tante, die Ehen stiftet
    .gender = fem
-card-mkf-080 = Rauchbombe in Entenform
    .gender = fem
-card-mkf-081 = Päckchen geheimnisvoller Soße
    .gender = neut
-card-mkf-082 = Lächerlich langer Kampfschrei
    .gender = masc
-card-mkf-083 = Geliehenes Stuntdouble
    .gender = neut
-card-mkf-084 = Glückskeks vager Prophezeiung
    .gender = masc
-card-mkf-085 = Wire-Fu-Geschirr
    .gender = neut
-card-mkf-086 = Tigerbalsam zweifelhafter Herkunft
    .gender = masc
-card-mkf-087 = Kette von Festtagsböllern
    .gender = fem
-card-mkf-119 = Enterhaken aus Klebreis
    .gender = masc
-card-mkf-110 = Doppelstudium im Zuschlagen
    .gender = neut
-card-mkf-111 = Fernkurs in einem zweiten Stil
    .gender = masc
-card-mkf-112 = { $case ->
   *[nom] Übereifrige Fanclub-Präsidentin
    [acc] die Übereifrige Fanclub-Präsidentin
    [dat] der Übereifrigen Fanclub-Präsidentin
    [gen] der Übereifrigen Fanclub-Präsidentin
  }
    .gender = fem
-card-mkf-113 = { $case ->
   *[nom] Kind, das dein Lehrling werden will
    [acc] das Kind, das dein Lehrling werden will
    [dat] dem Kind, das dein Lehrling werden will
    [gen] des Kindes, das dein Lehrling werden will
  }
    .gender = neut
-card-mkf-114 = { $case ->
   *[nom] Paparazzo mit Blitzkamera
    [acc] den Paparazzo mit Blitzkamera
    [dat] dem Paparazzo mit Blitzkamera
    [gen] des Paparazzos mit Blitzkamera
  }
    .gender = masc
-card-mkf-115 = Dramatische Rückblende
    .gender = fem
-card-mkf-116 = Schriftrolle des offensichtlichen Endes
    .gender = fem
-card-mkf-parts-01 = Lektion des großzügigen Meisters
    .gender = fem
-card-mkf-parts-02 = Schriftrolle vom Schrotthaufen
    .gender = fem
-card-mkf-050 = Tiger, der das Frühstück ausließ
    .gender = masc
-card-mkf-051 = Kranich auf einem wackligen Bein
    .gender = masc
-card-mkf-052 = Betrunkene Faust (meist betrunken)
    .gender = fem
-card-mkf-053 = Gottesanbeterin, ungeduldige Ausgabe
    .gender = fem
-card-mkf-054 = Schlange, die Spoiler zischt
    .gender = fem
-card-mkf-055 = Affe, der sich Sachen borgt
    .gender = masc
-card-mkf-056 = Eisenhand, leicht rostig
    .gender = fem
-card-mkf-057 = Weg des Faultiers
    .gender = masc
-card-mkf-058 = Spät erblühende Drachenfaust
    .gender = fem
-card-mkf-118 = Schmetterling, der vom Rand anfeuert
    .gender = masc
-card-mkf-030 = Zeh an der Tempelstufe gestoßen
    .gender = masc
-card-mkf-031 = Hut vom dramatischen Wind weggeweht
    .gender = masc
-card-mkf-032 = Falsche Tasse bei der Teezeremonie
    .gender = fem
-card-mkf-033 = In eine andere Sprache synchronisiert
    .gender = neut
-card-mkf-034 = Aus dem Dojo geworfen
    .gender = neut
-card-mkf-035 = Bambusgerüst-Einsturz
    .gender = masc
-card-mkf-036 = Fanclub aufgelöst
    .gender = masc
-card-mkf-037 = Trainingsmontage herausgeschnitten
    .gender = fem
