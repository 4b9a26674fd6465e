### Termbase der Munchkin-Familie: Deutsch. Fälle ($case): nom, acc, dat, gen; dazu Formen mit
### Artikel (indef, indef-acc, indef-dat, indef-gen, neg, neg-acc, poss-acc, def-acc) und Plural (pl, pl-dat).


## Spielbegriffe

# source-hash: b35bbb70d4d9
-level =
    { $case ->
       *[nom] Stufe
        [pl] Stufen
    }
    .gender = fem
# source-hash: 21aa09c13a82
-treasure =
    { $case ->
       *[nom] Schatz
        [pl] Schätze
    }
    .gender = masc
# source-hash: e5634d07e00f
-door =
    { $case ->
       *[nom] Tür
        [pl] Türen
    }
    .gender = fem
# source-hash: b0fbc278a875
-bad-stuff =
    { $case ->
       *[nom] Schlimme Dinge
        [acc] Schlimme Dinge
        [dat] Schlimmen Dingen
        [gen] Schlimmer Dinge
        [def] Schlimmen Dinge
    }
    .gender = plur
# source-hash: 72f0df12120d
-run-away =
    { $case ->
       *[nom] Weglaufen
        [verb] weglaufen
    }
    .gender = neut
# source-hash: e4a4861515e3
-item =
    { $case ->
       *[nom] Gegenstand
        [gen] Gegenstands
        [pl] Gegenstände
        [pl-dat] Gegenständen
    }
    .gender = masc
# source-hash: d477cd58ff6a
-big-item =
    { $case ->
       *[nom] Großer Gegenstand
        [acc] Großen Gegenstand
        [pl] Große Gegenstände
    }
    .gender = masc
# source-hash: 9686b474a4a8
-headgear =
    { $case ->
       *[nom] Kopfbedeckung
        [pl] Kopfbedeckungen
    }
    .gender = fem
# source-hash: dff6ad522d97
-armor =
    { $case ->
       *[nom] Rüstung
        [pl] Rüstungen
    }
    .gender = fem
# source-hash: 872416aa9a92
-footgear =
    { $case ->
       *[nom] Schuhwerk
    }
    .gender = neut
# source-hash: 232594c056cf
-hong-kong =
    { $case ->
       *[nom] Hongkong
    }
# source-hash: cd3af0c54ef8
-style =
    { $case ->
       *[nom] Stil
    }
    .gender = masc

## Kartenarten

# source-hash: 7264b1c194ea
-kind-monster = Monster
    .gender = neut
# source-hash: dd6e6c87c22c
-kind-curse = Fluch
    .gender = masc
# source-hash: 6bf8a0c44ea7
-kind-race = Rasse
    .gender = fem
# source-hash: 3269b45e3fdd
-kind-class = Klasse
    .gender = fem
# source-hash: 130ee17bc626
-kind-monster-enhancer = Monsterverstärker
    .gender = masc
# source-hash: 74708c986dc2
-kind-wandering-monster = Wanderndes Monster
    .gender = neut
# source-hash: 0850fd8f9356
-kind-super-munchkin = Supermunchkin
    .gender = masc
# source-hash: d2f36262a4fb
-kind-half-breed = Halbblut
    .gender = neut
# source-hash: b2d5a39bc9ab
-kind-item = Gegenstand
    .gender = masc
# source-hash: 78d6803a75c7
-kind-one-shot = Einmal-Gegenstand
    .gender = masc
# source-hash: 7de600e69d24
-kind-go-up-a-level = Steige eine Stufe auf
    .gender = fem
# source-hash: 73a6327215e8
-kind-hireling = Gefolgsmann
    .gender = masc
# source-hash: 34b7b50c35a3
-kind-special = Spezialkarte
    .gender = fem

## Wertemengen

# source-hash: 26b65d77f40b
-slot-headgear =
    { $case ->
       *[nom] Kopfbedeckung
        [acc] Kopfbedeckung
        [dat] Kopfbedeckung
        [gen] Kopfbedeckung
        [indef] eine Kopfbedeckung
        [indef-acc] eine Kopfbedeckung
        [indef-dat] einer Kopfbedeckung
        [indef-gen] einer Kopfbedeckung
        [neg] keine Kopfbedeckung
        [neg-acc] keine Kopfbedeckung
        [poss-acc] deine Kopfbedeckung
        [def-acc] die Kopfbedeckung
        [pl] Kopfbedeckungen
        [pl-dat] Kopfbedeckungen
    }
    .gender = fem
# source-hash: 25a26f1da3bf
-slot-armor =
    { $case ->
       *[nom] Rüstung
        [acc] Rüstung
        [dat] Rüstung
        [gen] Rüstung
        [indef] eine Rüstung
        [indef-acc] eine Rüstung
        [indef-dat] einer Rüstung
        [indef-gen] einer Rüstung
        [neg] keine Rüstung
        [neg-acc] keine Rüstung
        [poss-acc] deine Rüstung
        [def-acc] die Rüstung
        [pl] Rüstungen
        [pl-dat] Rüstungen
    }
    .gender = fem
# source-hash: 4e07253feef8
-slot-footgear =
    { $case ->
       *[nom] Schuhwerk
        [acc] Schuhwerk
        [dat] Schuhwerk
        [gen] Schuhwerk
        [indef] ein Schuhwerk
        [indef-acc] ein Schuhwerk
        [indef-dat] einem Schuhwerk
        [indef-gen] eines Schuhwerk
        [neg] kein Schuhwerk
        [neg-acc] kein Schuhwerk
        [poss-acc] dein Schuhwerk
        [def-acc] das Schuhwerk
        [pl] Schuhwerk
        [pl-dat] Schuhwerk
    }
    .gender = neut
# source-hash: e5bc4b427a7a
-loss-headgear =
    { $case ->
       *[nom] Kopfbedeckung
        [acc] Kopfbedeckung
        [dat] Kopfbedeckung
        [gen] Kopfbedeckung
        [indef] eine Kopfbedeckung
        [indef-acc] eine Kopfbedeckung
        [indef-dat] einer Kopfbedeckung
        [indef-gen] einer Kopfbedeckung
        [neg] keine Kopfbedeckung
        [neg-acc] keine Kopfbedeckung
        [poss-acc] deine Kopfbedeckung
        [def-acc] die Kopfbedeckung
    }
    .gender = fem
# source-hash: d542cac0ed06
-loss-armor =
    { $case ->
       *[nom] Rüstung
        [acc] Rüstung
        [dat] Rüstung
        [gen] Rüstung
        [indef] eine Rüstung
        [indef-acc] eine Rüstung
        [indef-dat] einer Rüstung
        [indef-gen] einer Rüstung
        [neg] keine Rüstung
        [neg-acc] keine Rüstung
        [poss-acc] deine Rüstung
        [def-acc] die Rüstung
    }
    .gender = fem
# source-hash: ffefa6e0dd40
-loss-footgear =
    { $case ->
       *[nom] Schuhwerk
        [acc] Schuhwerk
        [dat] Schuhwerk
        [gen] Schuhwerk
        [indef] ein Schuhwerk
        [indef-acc] ein Schuhwerk
        [indef-dat] einem Schuhwerk
        [indef-gen] eines Schuhwerk
        [neg] kein Schuhwerk
        [neg-acc] kein Schuhwerk
        [poss-acc] dein Schuhwerk
        [def-acc] das Schuhwerk
    }
    .gender = neut
# source-hash: 959413ae81e3
-loss-hand-item =
    { $case ->
       *[nom] Handgegenstand
        [acc] Handgegenstand
        [dat] Handgegenstand
        [gen] Handgegenstands
        [indef] ein Handgegenstand
        [indef-acc] einen Handgegenstand
        [indef-dat] einem Handgegenstand
        [indef-gen] eines Handgegenstands
        [neg] kein Handgegenstand
        [neg-acc] keinen Handgegenstand
        [poss-acc] deinen Handgegenstand
        [def-acc] den Handgegenstand
    }
    .gender = masc
# source-hash: e6e231b609c1
-loss-big-item =
    { $case ->
       *[nom] Großer Gegenstand
        [acc] Großen Gegenstand
        [dat] Großen Gegenstand
        [gen] Großen Gegenstands
        [indef] ein Großer Gegenstand
        [indef-acc] einen Großen Gegenstand
        [indef-dat] einem Großen Gegenstand
        [indef-gen] eines Großen Gegenstands
        [neg] kein Großer Gegenstand
        [neg-acc] keinen Großen Gegenstand
        [poss-acc] deinen Großen Gegenstand
        [def-acc] den Großen Gegenstand
    }
    .gender = masc
# source-hash: 9f55848a12f5
-loss-item =
    { $case ->
       *[nom] Gegenstand
        [acc] Gegenstand
        [dat] Gegenstand
        [gen] Gegenstands
        [indef] ein Gegenstand
        [indef-acc] einen Gegenstand
        [indef-dat] einem Gegenstand
        [indef-gen] eines Gegenstands
        [neg] kein Gegenstand
        [neg-acc] keinen Gegenstand
        [poss-acc] deinen Gegenstand
        [def-acc] den Gegenstand
    }
    .gender = masc
# source-hash: 2d50145f9fe7
-loss-items =
    { $case ->
       *[nom] Gegenstände
        [indef-acc] Gegenstände
        [neg-acc] keine Gegenstände
        [poss-acc] deine Gegenstände
        [def-acc] die Gegenstände
    }
    .gender = plur
# source-hash: 4f7f67890982
-loss-class =
    { $case ->
       *[nom] Klasse
        [acc] Klasse
        [dat] Klasse
        [gen] Klasse
        [indef] eine Klasse
        [indef-acc] eine Klasse
        [indef-dat] einer Klasse
        [indef-gen] einer Klasse
        [neg] keine Klasse
        [neg-acc] keine Klasse
        [poss-acc] deine Klasse
        [def-acc] die Klasse
    }
    .gender = fem
# source-hash: d21ac1f83a40
-loss-race =
    { $case ->
       *[nom] Rasse
        [acc] Rasse
        [dat] Rasse
        [gen] Rasse
        [indef] eine Rasse
        [indef-acc] eine Rasse
        [indef-dat] einer Rasse
        [indef-gen] einer Rasse
        [neg] keine Rasse
        [neg-acc] keine Rasse
        [poss-acc] deine Rasse
        [def-acc] die Rasse
    }
    .gender = fem
# source-hash: e81a4971d9f4
-loss-hireling =
    { $case ->
       *[nom] Gefolgsmann
        [acc] Gefolgsmann
        [dat] Gefolgsmann
        [gen] Gefolgsmanns
        [indef] ein Gefolgsmann
        [indef-acc] einen Gefolgsmann
        [indef-dat] einem Gefolgsmann
        [indef-gen] eines Gefolgsmanns
        [neg] kein Gefolgsmann
        [neg-acc] keinen Gefolgsmann
        [poss-acc] deinen Gefolgsmann
        [def-acc] den Gefolgsmann
    }
    .gender = masc
# source-hash: 61eae7930b06
-loss-hand =
    { $case ->
       *[nom] Hand
        [acc] Hand
        [dat] Hand
        [gen] Hand
        [indef] eine Hand
        [indef-acc] eine Hand
        [indef-dat] einer Hand
        [indef-gen] einer Hand
        [neg] keine Hand
        [neg-acc] keine Hand
        [poss-acc] deine Hand
        [def-acc] die Hand
    }
    .gender = fem
# source-hash: 4afa14285dd3
-deck-door =
    { $case ->
       *[nom] Türen
        [gen] der Türen
    }
    .gender = plur
# source-hash: 1e8ea04b5142
-deck-treasure =
    { $case ->
       *[nom] Schätze
        [gen] der Schätze
    }
    .gender = plur
# source-hash: 4b445a30daaf
-gender-male = Mann
    .gender = masc
# source-hash: 97821466a7c6
-gender-female = Frau
    .gender = fem
# source-hash: 0322cd822fc4
-rank-lowest = niedrigste
# source-hash: 09317c66a450
-rank-highest = höchste
# source-hash: 5859bc7b4a50
-level-rank-lowest-level = mit der niedrigsten Stufe
# source-hash: 54e8f0638e90
-level-rank-highest-level = mit der höchsten Stufe
# source-hash: f1cd21160ac0
-more-more = mehr
# source-hash: 2d5a923cdca2
-more-fewer = weniger
# source-hash: c8d131c83328
-more-less = weniger
# source-hash: db166a08ea2d
-category-class = Klasse
    .gender = fem
# source-hash: cd778e3dee3e
-category-race = Rasse
    .gender = fem

## Rassen

# source-hash: 40e85a518e99
-race-dwarf =
    { $case ->
       *[nom] Zwerg
        [acc] Zwerg
        [dat] Zwerg
        [gen] Zwergs
        [indef] ein Zwerg
        [indef-acc] einen Zwerg
        [indef-dat] einem Zwerg
        [indef-gen] eines Zwergs
        [neg] kein Zwerg
        [neg-acc] keinen Zwerg
        [poss-acc] deinen Zwerg
        [def-acc] den Zwerg
        [pl] Zwerge
        [pl-dat] Zwergen
    }
    .gender = masc
# source-hash: fcc77eab1726
-race-elf =
    { $case ->
       *[nom] Elf
        [acc] Elfen
        [dat] Elfen
        [gen] Elfen
        [indef] ein Elf
        [indef-acc] einen Elfen
        [indef-dat] einem Elfen
        [indef-gen] eines Elfen
        [neg] kein Elf
        [neg-acc] keinen Elfen
        [poss-acc] deinen Elfen
        [def-acc] den Elfen
        [pl] Elfen
        [pl-dat] Elfen
    }
    .gender = masc
# source-hash: b2e4cac3b87b
-race-gnome =
    { $case ->
       *[nom] Gnom
        [acc] Gnom
        [dat] Gnom
        [gen] Gnoms
        [indef] ein Gnom
        [indef-acc] einen Gnom
        [indef-dat] einem Gnom
        [indef-gen] eines Gnoms
        [neg] kein Gnom
        [neg-acc] keinen Gnom
        [poss-acc] deinen Gnom
        [def-acc] den Gnom
        [pl] Gnome
        [pl-dat] Gnomen
    }
    .gender = masc
# source-hash: ea8e11f3a676
-race-halfling =
    { $case ->
       *[nom] Halbling
        [acc] Halbling
        [dat] Halbling
        [gen] Halblings
        [indef] ein Halbling
        [indef-acc] einen Halbling
        [indef-dat] einem Halbling
        [indef-gen] eines Halblings
        [neg] kein Halbling
        [neg-acc] keinen Halbling
        [poss-acc] deinen Halbling
        [def-acc] den Halbling
        [pl] Halblinge
        [pl-dat] Halblingen
    }
    .gender = masc

## Klassen

# source-hash: b041765d0f33
-class-cleric =
    { $case ->
       *[nom] Kleriker
        [acc] Kleriker
        [dat] Kleriker
        [gen] Klerikers
        [indef] ein Kleriker
        [indef-acc] einen Kleriker
        [indef-dat] einem Kleriker
        [indef-gen] eines Klerikers
        [neg] kein Kleriker
        [neg-acc] keinen Kleriker
        [poss-acc] deinen Kleriker
        [def-acc] den Kleriker
        [pl] Kleriker
        [pl-dat] Klerikern
    }
    .gender = masc
# source-hash: 4fe6da5f18f3
-class-thief =
    { $case ->
       *[nom] Dieb
        [acc] Dieb
        [dat] Dieb
        [gen] Diebs
        [indef] ein Dieb
        [indef-acc] einen Dieb
        [indef-dat] einem Dieb
        [indef-gen] eines Diebs
        [neg] kein Dieb
        [neg-acc] keinen Dieb
        [poss-acc] deinen Dieb
        [def-acc] den Dieb
        [pl] Diebe
        [pl-dat] Dieben
    }
    .gender = masc
# source-hash: 0ef84283faf6
-class-warden =
    { $case ->
       *[nom] Wächter
        [acc] Wächter
        [dat] Wächter
        [gen] Wächters
        [indef] ein Wächter
        [indef-acc] einen Wächter
        [indef-dat] einem Wächter
        [indef-gen] eines Wächters
        [neg] kein Wächter
        [neg-acc] keinen Wächter
        [poss-acc] deinen Wächter
        [def-acc] den Wächter
        [pl] Wächter
        [pl-dat] Wächtern
    }
    .gender = masc
# source-hash: e1d1a688fe17
-class-warrior =
    { $case ->
       *[nom] Krieger
        [acc] Krieger
        [dat] Krieger
        [gen] Kriegers
        [indef] ein Krieger
        [indef-acc] einen Krieger
        [indef-dat] einem Krieger
        [indef-gen] eines Kriegers
        [neg] kein Krieger
        [neg-acc] keinen Krieger
        [poss-acc] deinen Krieger
        [def-acc] den Krieger
        [pl] Krieger
        [pl-dat] Kriegern
    }
    .gender = masc
# source-hash: 577f78066463
-class-wizard =
    { $case ->
       *[nom] Zauberer
        [acc] Zauberer
        [dat] Zauberer
        [gen] Zauberers
        [indef] ein Zauberer
        [indef-acc] einen Zauberer
        [indef-dat] einem Zauberer
        [indef-gen] eines Zauberers
        [neg] kein Zauberer
        [neg-acc] keinen Zauberer
        [poss-acc] deinen Zauberer
        [def-acc] den Zauberer
        [pl] Zauberer
        [pl-dat] Zauberern
    }
    .gender = masc

## Monster-Merkmale

# source-hash: 6722dbfbf245
-tag-beast =
    { $case ->
       *[nom] Biest
        [acc] Biest
        [dat] Biest
        [gen] Biests
        [indef] ein Biest
        [indef-acc] ein Biest
        [indef-dat] einem Biest
        [indef-gen] eines Biests
        [neg] kein Biest
        [neg-acc] kein Biest
        [poss-acc] dein Biest
        [def-acc] das Biest
        [pl] Biester
        [pl-dat] Biestern
    }
    .gender = neut
# source-hash: b58715fe5482
-tag-big =
    { $case ->
       *[nom] Großer
        [acc] Großen
        [dat] Großen
        [gen] Großen
        [indef] ein Großer
        [indef-acc] einen Großen
        [indef-dat] einem Großen
        [indef-gen] eines Großen
        [neg] kein Großer
        [neg-acc] keinen Großen
        [pl] Große
        [pl-dat] Großen
    }
    .gender = masc
# source-hash: 25285916bbf4
-tag-demon =
    { $case ->
       *[nom] Dämon
        [acc] Dämon
        [dat] Dämon
        [gen] Dämons
        [indef] ein Dämon
        [indef-acc] einen Dämon
        [indef-dat] einem Dämon
        [indef-gen] eines Dämons
        [neg] kein Dämon
        [neg-acc] keinen Dämon
        [poss-acc] deinen Dämon
        [def-acc] den Dämon
        [pl] Dämonen
        [pl-dat] Dämonen
    }
    .gender = masc
# source-hash: 75800950028c
-tag-dragon =
    { $case ->
       *[nom] Drache
        [acc] Drachen
        [dat] Drachen
        [gen] Drachen
        [indef] ein Drache
        [indef-acc] einen Drachen
        [indef-dat] einem Drachen
        [indef-gen] eines Drachen
        [neg] kein Drache
        [neg-acc] keinen Drachen
        [poss-acc] deinen Drachen
        [def-acc] den Drachen
        [pl] Drachen
        [pl-dat] Drachen
    }
    .gender = masc
# source-hash: 791106c52aab
-tag-flying =
    { $case ->
       *[nom] Fliegender
        [acc] Fliegenden
        [dat] Fliegenden
        [gen] Fliegenden
        [indef] ein Fliegender
        [indef-acc] einen Fliegenden
        [indef-dat] einem Fliegenden
        [indef-gen] eines Fliegenden
        [neg] kein Fliegender
        [neg-acc] keinen Fliegenden
        [pl] Fliegende
        [pl-dat] Fliegenden
    }
    .gender = masc
# source-hash: d5faa39f49d3
-tag-ghost =
    { $case ->
       *[nom] Gespenst
        [acc] Gespenst
        [dat] Gespenst
        [gen] Gespensts
        [indef] ein Gespenst
        [indef-acc] ein Gespenst
        [indef-dat] einem Gespenst
        [indef-gen] eines Gespensts
        [neg] kein Gespenst
        [neg-acc] kein Gespenst
        [poss-acc] dein Gespenst
        [def-acc] das Gespenst
        [pl] Gespenster
        [pl-dat] Gespenstern
    }
    .gender = neut
# source-hash: 4f854afc146f
-tag-goblin =
    { $case ->
       *[nom] Goblin
        [acc] Goblin
        [dat] Goblin
        [gen] Goblins
        [indef] ein Goblin
        [indef-acc] einen Goblin
        [indef-dat] einem Goblin
        [indef-gen] eines Goblins
        [neg] kein Goblin
        [neg-acc] keinen Goblin
        [poss-acc] deinen Goblin
        [def-acc] den Goblin
        [pl] Goblins
        [pl-dat] Goblins
    }
    .gender = masc
# source-hash: 3447144f7910
-tag-lawyer =
    { $case ->
       *[nom] Anwalt
        [acc] Anwalt
        [dat] Anwalt
        [gen] Anwalts
        [indef] ein Anwalt
        [indef-acc] einen Anwalt
        [indef-dat] einem Anwalt
        [indef-gen] eines Anwalts
        [neg] kein Anwalt
        [neg-acc] keinen Anwalt
        [poss-acc] deinen Anwalt
        [def-acc] den Anwalt
        [pl] Anwälte
        [pl-dat] Anwälten
    }
    .gender = masc
# source-hash: 99f5299222a8
-tag-plant =
    { $case ->
       *[nom] Pflanze
        [acc] Pflanze
        [dat] Pflanze
        [gen] Pflanze
        [indef] eine Pflanze
        [indef-acc] eine Pflanze
        [indef-dat] einer Pflanze
        [indef-gen] einer Pflanze
        [neg] keine Pflanze
        [neg-acc] keine Pflanze
        [poss-acc] deine Pflanze
        [def-acc] die Pflanze
        [pl] Pflanzen
        [pl-dat] Pflanzen
    }
    .gender = fem
# source-hash: dabd268faeaf
-tag-slime =
    { $case ->
       *[nom] Schleim
        [acc] Schleim
        [dat] Schleim
        [gen] Schleims
        [indef] ein Schleim
        [indef-acc] einen Schleim
        [indef-dat] einem Schleim
        [indef-gen] eines Schleims
        [neg] kein Schleim
        [neg-acc] keinen Schleim
        [poss-acc] deinen Schleim
        [def-acc] den Schleim
        [pl] Schleime
        [pl-dat] Schleimen
    }
    .gender = masc
# source-hash: cf7b1a4f5e87
-tag-undead =
    { $case ->
       *[nom] Untoter
        [acc] Untoten
        [dat] Untoten
        [gen] Untoten
        [indef] ein Untoter
        [indef-acc] einen Untoten
        [indef-dat] einem Untoten
        [indef-gen] eines Untoten
        [neg] kein Untoter
        [neg-acc] keinen Untoten
        [pl] Untote
        [pl-dat] Untoten
    }
    .gender = masc

## Karten (Fälle, wo der Regeltext den Namen nicht im Nominativ einsetzt)

# source-hash: 47d0c5bc0fa9
-card-mun-047 = Zertifizierter Schwertfan
    .gender = masc
# source-hash: 6f96b9e6b356
-card-mun-048 = Zauberspruchschleuder-Lehrling
    .gender = masc
# source-hash: df31fdec7d90
-card-mun-049 = Lizenzierter Taschendieb
    .gender = masc
# source-hash: dd177a4ecbf3
-card-mun-050 = Geweihter Exorzist
    .gender = masc
# source-hash: 1472e852866d
-card-mun-033 = Hutgierige Motten
    .gender = plur
# source-hash: 381051b6ada2
-card-mun-034 = Plötzlicher Gedächtnisschwund
    .gender = masc
# source-hash: 61e057f3aabe
-card-mun-035 = Fluch des gestoßenen Zehs
    .gender = masc
# source-hash: d1553e681a8b
-card-mun-036 = Garderobenpanne
    .gender = fem
# source-hash: 0e031aad6234
-card-mun-037 = Identitätskrise
    .gender = fem
# source-hash: c7c478d4faeb
-card-mun-038 = Verpatzte Verwandlung
    .gender = fem
# source-hash: 3f875e068bed
-card-mun-039 = Butterfinger-Fluch
    .gender = masc
# source-hash: 5e6110521f48
-card-mun-040 = Überraschende Steuerprüfung
    .gender = fem
# source-hash: dbf50e8be570
-card-mun-041 = Persönliche Regenwolke
    .gender = fem
# source-hash: 515460bf9eb3
-card-mun-042 = Bodenloser Beutel mit Loch
    .gender = masc
# source-hash: bcbb50420b83
-card-mun-043 = Neidischer Nachbar
    .gender = masc
# source-hash: 222aacd27dd0
-card-mun-words-gnome = Bastelnder Gnom
    .gender = masc
# source-hash: afee771c656a
-card-mun-words-warden = Goblin-Wächter
    .gender = masc
# source-hash: 29740b4f1383
-card-mun-words-monocle = Gnomisches Monokel
    .gender = neut
# source-hash: d38c331c7a85
-card-mun-words-catcher = Goblin-Gnomfänger
    .gender = masc
# source-hash: e669a60e3cc8
-card-mun-words-sneak = Goblin-Schleicher
    .gender = masc
# source-hash: 49f4f45c190b
-card-mun-090 = Älter als die Berge
    .gender = neut
# source-hash: d216ac16cc4e
-card-mun-091 = Gerade aus dem Nickerchen erwacht
    .gender = neut
# source-hash: 05f4ea159fe9
-card-mun-092 = Wütend wegen des Parkplatzes
    .gender = neut
# source-hash: ba82af2940d9
-card-mun-093 = Pubertäre Phase
    .gender = fem
# source-hash: 5b5bfe10ed8d
-card-mun-094 = Frisch zombifiziert
    .gender = neut
# source-hash: a4c85f7e667c
-card-mun-095 = Unerträglich anhänglich
    .gender = neut
# source-hash: fd79329beb5c
-card-mun-096 = Ungeladene Begleitung
    .gender = fem
# source-hash: d0b308a8df4a
-card-mun-097 = Ruhelose Tote auf Klassenfahrt
    .gender = plur
# source-hash: 4d11d76ed4cc
-card-mun-051 = Spitzhut leichter Arkanik
    .gender = masc
# source-hash: fef9534e8c5a
-card-mun-052 = Nudelsieb der Schädelsicherheit
    .gender = neut
# source-hash: 7b255a6c271d
-card-mun-053 = Geweihter Eimer der Überkompensation
    .gender = masc
# source-hash: 5da11b2541cb
-card-mun-054 = Kettenhemd-Strampler
    .gender = masc
# source-hash: 591748cd7475
-card-mun-055 = Brustpanzer unverdienten Selbstvertrauens
    .gender = masc
# source-hash: 38a74000466a
-card-mun-056 = Robe geschmackvoller Glitzersteine
    .gender = fem
# source-hash: db8c4cc0e0d5
-card-mun-057 = Schleimfester Poncho
    .gender = masc
# source-hash: 29aca597d27c
-card-mun-058 = Turnschuhe des strategischen Rückzugs
    .gender = plur
# source-hash: 41e1ee7c7aef
-card-mun-059 = Stahlkappen-Trampelstiefel
    .gender = plur
# source-hash: bb0c8358acd9
-card-mun-060 = Pantoffeln des lautlosen Schlurfens
    .gender = plur
# source-hash: 7789d3a7bef2
-card-mun-061 = Rostiges Buttermesser
    .gender = neut
# source-hash: fd4e5c93d88a
-card-mun-062 = Schild aus hauptsächlich Löchern
    .gender = masc
# source-hash: 1e95ed89f7cf
-card-mun-063 = Zauberstab zweifelhafter Funken
    .gender = masc
# source-hash: 09196e67e489
-card-mun-064 = Gesegnete Bratpfanne
    .gender = fem
# source-hash: cfe4a1589f1f
-card-mun-065 = Messer bedauerlicher Entscheidungen
    .gender = neut
# source-hash: b9bf87bd90bc
-card-mun-066 = Panzerhandschuh der Selbstüberschätzung
    .gender = masc
# source-hash: 150dbac47e98
-card-mun-067 = Langbogen mit Schleifchen
    .gender = masc
# source-hash: 642f8a76885e
-card-mun-068 = Ganzer Baumstamm
    .gender = masc
# source-hash: ac9ef4779f0d
-card-mun-069 = Stangenwaffe vernünftigen Abstands
    .gender = fem
# source-hash: 7e844d87a179
-card-mun-070 = Rammbock auf kleinen Rädern
    .gender = masc
# source-hash: 642dea68acbf
-card-mun-071 = Wackliger Hocker des sozialen Aufstiegs
    .gender = masc
# source-hash: bf96f10fd223
-card-mun-072 = Glücks-Gummihuhn
    .gender = neut
# source-hash: 0f2cc0efd894
-card-mun-073 = Umhang dramatischer Abgänge
    .gender = masc
# source-hash: 521457de591e
-card-mun-084 = Besteche den Barden
    .gender = neut
# source-hash: 29819de6e5e1
-card-mun-085 = Prahle laut in der Taverne
    .gender = neut
# source-hash: 358730fb706f
-card-mun-086 = Lies endlich das Regelheft
    .gender = neut
# source-hash: fe4ed95cf122
-card-mun-087 = Poliere deinen Teilnahmepokal
    .gender = neut
# source-hash: 94ca68277c2e
-card-mun-088 = Gib dem Träger die Kündigung
    .gender = neut
# source-hash: 487c31ded22d
-card-mun-089 = Verkauf einem Goblin ein Timesharing
    .gender = neut
# source-hash: 300fada7de1c
-card-mun-001 = Schmollender Schleim
    .gender = masc
# source-hash: cf181da83041
-card-mun-002 = Passiv-aggressiver Farn
    .gender = masc
# source-hash: 14c8082c176e
-card-mun-003 = Socken-Gremlin
    .gender = masc
# source-hash: 29ddb46e91f7
-card-mun-004 = Goblin-Steuereintreiber
    .gender = masc
# source-hash: 13131b3cd214
-card-mun-005 = Grantiger Höhlenmolch
    .gender = masc
# source-hash: 5500c6404910
-card-mun-006 = Taschendrachling
    .gender = masc
# source-hash: 68c3271fbb9d
-card-mun-007 = Sumpfirrlicht
    .gender = neut
# source-hash: f9f742e64ac4
-card-mun-008 = Skelettbuchhalter
    .gender = masc
# source-hash: 5f992c543778
-card-mun-009 = Zombie-Zeitungsjunge
    .gender = masc
# source-hash: d8f429b7c6fb
-card-mun-010 = Mimik-Brotdose
    .gender = fem
# source-hash: 43526e4e5eb2
-card-mun-011 = Gelierter Fußschemel
    .gender = masc
# source-hash: d0998f39b061
-card-mun-012 = Verfluchtes Akkordeon
    .gender = neut
# source-hash: 3a303a6f8417
-card-mun-013 = Verärgerter Minotaurus-Praktikant
    .gender = masc
# source-hash: 4b7ff1cc5c62
-card-mun-014 = Schwarm aufgezogener Tauben
    .gender = masc
# source-hash: adff58d3bd09
-card-mun-015 = Nachtragender Sumpfdrache
    .gender = masc
# source-hash: f18c1a802e87
-card-mun-016 = Vampirmücken-Baron
    .gender = masc
# source-hash: ce28bda880dc
-card-mun-017 = Überfälliger Bibliotheksgolem
    .gender = masc
# source-hash: 30ac620c38f5
-card-mun-018 = Fleischfressende Salatbar
    .gender = fem
# source-hash: cfca30b705db
-card-mun-019 = Banshee mit Megafon
    .gender = fem
# source-hash: b5f1c617f1aa
-card-mun-020 = Ork-Motivationstrainer
    .gender = masc
# source-hash: 443a8fc24681
-card-mun-021 = Lich der leichten Unannehmlichkeit
    .gender = masc
# source-hash: 5c85d37b5757
-card-mun-022 = Troll unter der Zugbrücke
    .gender = masc
# source-hash: 29e7280ca155
-card-mun-023 = Verschmähte Sumpfhexe
    .gender = fem
# source-hash: fedb0ae98a4a
-card-mun-024 = Gigantische Schnecke des Verderbens
    .gender = fem
# source-hash: b449d317235b
-card-mun-025 = Geisterpiraten-Quartiermeister
    .gender = masc
# source-hash: 986c49d82bb6
-card-mun-026 = Dämon im mittleren Management
    .gender = masc
# source-hash: dc933fbbeca2
-card-mun-027 = Hydra vieler Meinungen
    .gender = fem
# source-hash: ec04378d26dd
-card-mun-028 = Chimäre der Ausschussbeschlüsse
    .gender = fem
# source-hash: 0e0523a3ac23
-card-mun-029 =
    { $case ->
       *[nom] Uralter Anwaltslindwurm
        [acc] den Uralten Anwaltslindwurm
        [dat] dem Uralten Anwaltslindwurm
        [gen] des Uralten Anwaltslindwurms
    }
    .gender = masc
# source-hash: b02c2c36f874
-card-mun-030 = Dreifach pensionierter Altdrache
    .gender = masc
# source-hash: 7e29c65b6a20
-card-mun-031 = Knochenkoloss
    .gender = masc
# source-hash: fd47bfda1f7a
-card-mun-032 = Unaussprechliche Tentakeltante
    .gender = fem
# source-hash: a5d3b8efadec
-card-mun-num-1 = Schrumpfender Ranzen
    .gender = masc
# source-hash: 7ffb767b6171
-card-mun-num-2 = Eifersüchtiger Einsiedlerkrebs
    .gender = masc
# source-hash: 673ca695e1ef
-card-mun-num-3 = Fluch der nassen Socken
    .gender = masc
# source-hash: 3183b82d84e5
-card-mun-num-4 = Aaskrähen-Talisman
    .gender = masc
# source-hash: e3bcfe159985
-card-mun-num-5 = Prise demütigenden Staubs
    .gender = fem
# source-hash: 22c1b6eb1d54
-card-mun-num-6 = Löchriger Beutesack
    .gender = masc
# source-hash: 69ab9e094697
-card-mun-num-7 = Bodenloser Rucksack
    .gender = masc
# source-hash: 6f5f2e70e374
-card-mun-num-8 = Strenge Pausenaufsicht
    .gender = fem
# source-hash: 743c3310444e
-card-mun-num-9 = Kerbholz des Hamsterers
    .gender = neut
# source-hash: d8b9e7403250
-card-mun-074 = Flasche flüssigen Mutes
    .gender = fem
# source-hash: 84f148a21c30
-card-mun-075 = Rauchbombe der peinlichen Stille
    .gender = fem
# source-hash: ff370230ec81
-card-mun-076 = Schrumpfpulver
    .gender = neut
# source-hash: 19abe59e0a6b
-card-mun-077 = Glas voller wütender Bienen
    .gender = neut
# source-hash: 8f0a1107e3be
-card-mun-078 = Ektoplasma-Abwehrspray
    .gender = neut
# source-hash: f0d5b18aed66
-card-mun-079 = Stinkbombe Deluxe
    .gender = fem
# source-hash: 7fb19100b573
-card-mun-080 = Tragbares Loch (leicht gebraucht)
    .gender = neut
# source-hash: 62ca5e021330
-card-mun-081 = Taschensand
    .gender = masc
# source-hash: 88bb1e1c6ba8
-card-mun-082 = Schriftrolle der höflichen Verabschiedung
    .gender = fem
# source-hash: 867a70b95b6f
-card-mun-083 = Wunschmünze bescheidenen Ehrgeizes
    .gender = fem
# source-hash: 6ff812455552
-card-mun-106 = Greifhand am Stiel
    .gender = fem
# source-hash: 8d34a37c36f5
-card-mun-098 = Streberschein
    .gender = masc
# source-hash: dee7baeab9db
-card-mun-099 = Sehr komplizierter Stammbaum
    .gender = masc
# source-hash: ab3936de4812
-card-mun-100 =
    { $case ->
       *[nom] Gary der Entbehrliche
        [acc] Gary den Entbehrlichen
        [dat] Gary dem Entbehrlichen
        [gen] Garys des Entbehrlichen
    }
    .gender = masc
# source-hash: 1df34891ea91
-card-mun-101 = Fackelträger mit Meinung
    .gender = masc
# source-hash: c9085c0fc91d
-card-mun-102 = Packesel namens Schicksal
    .gender = masc
# source-hash: 5979ada14abe
-card-mun-103 = Urkunde über den ganzen Dungeon
    .gender = fem
# source-hash: 80b04763cc92
-card-mun-104 = Spiegel der lästigen Verdopplung
    .gender = masc
# source-hash: cd82dc76d6f3
-card-mun-105 = Praktische Falltür
    .gender = fem
# source-hash: abf8e5cddd66
-card-mun-parts-01 = Abakus des Hamsterns
    .gender = masc
# source-hash: 3b0aaa3f389c
-card-mun-parts-02 = Krone des Augenblicks
    .gender = fem
# source-hash: da384b80fbc9
-card-mun-parts-03 = Mülltonnentauchen
    .gender = neut
# source-hash: 26cf1606423c
-card-mun-parts-04 = Einspruch!
    .gender = masc
# source-hash: 3e74f0208578
-card-mun-parts-05 = Messerwerfer
    .gender = masc
# source-hash: 4e35ff402e0c
-card-mun-parts-06 = Wohltätiger Impuls
    .gender = masc
# source-hash: 3320a2dc30ed
-card-mun-parts-07 = Zwielichtiger Notar
    .gender = masc
# source-hash: cf030f3e51ac
-card-mun-044 = Tänzelnder Baumumarmer
    .gender = masc
# source-hash: fcf3a418e805
-card-mun-045 = Stämmiger Bartträger
    .gender = masc
# source-hash: e29f9bd916c3
-card-mun-046 = Liebhaber des zweiten Frühstücks
    .gender = masc

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 79228f16aacf
-game-title = Munchkin
