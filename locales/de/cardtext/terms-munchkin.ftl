### Termbase der Munchkin-Familie: Deutsch. Fälle ($case): nom, acc, dat, gen; dazu Formen mit
### Artikel (indef, indef-acc, indef-dat, indef-gen, neg, neg-acc, poss-acc, def-acc) und Plural (pl, pl-dat).

## Spielbegriffe

-level = { $case ->
   *[nom] Stufe
    [pl] Stufen
  }
    .gender = fem
-treasure = { $case ->
   *[nom] Schatz
    [pl] Schätze
  }
    .gender = masc
-door = { $case ->
   *[nom] Tür
    [pl] Türen
  }
    .gender = fem
-bad-stuff = { $case ->
   *[nom] Schlimme Dinge
  }
    .gender = plur
-run-away = { $case ->
   *[nom] Weglaufen
    [verb] weglaufen
  }
    .gender = neut
-item = { $case ->
   *[nom] Gegenstand
    [gen] Gegenstands
    [pl] Gegenstände
    [pl-dat] Gegenständen
  }
    .gender = masc
-big-item = { $case ->
   *[nom] Großer Gegenstand
    [acc] Großen Gegenstand
    [pl] Große Gegenstände
  }
    .gender = masc
-headgear = { $case ->
   *[nom] Kopfbedeckung
    [pl] Kopfbedeckungen
  }
    .gender = fem
-armor = { $case ->
   *[nom] Rüstung
    [pl] Rüstungen
  }
    .gender = fem
-footgear = { $case ->
   *[nom] Schuhwerk
  }
    .gender = neut
-hong-kong = { $case ->
   *[nom] Hongkong
  }
-style = { $case ->
   *[nom] Stil
  }
    .gender = masc

## Kartenarten

-kind-monster = Monster
    .gender = neut
-kind-curse = Fluch
    .gender = masc
-kind-race = Rasse
    .gender = fem
-kind-class = Klasse
    .gender = fem
-kind-monster-enhancer = Monsterverstärker
    .gender = masc
-kind-wandering-monster = Wanderndes Monster
    .gender = neut
-kind-super-munchkin = Supermunchkin
    .gender = masc
-kind-half-breed = Halbblut
    .gender = neut
-kind-item = Gegenstand
    .gender = masc
-kind-one-shot = Einmal-Gegenstand
    .gender = masc
-kind-go-up-a-level = Steige eine Stufe auf
    .gender = fem
-kind-hireling = Gefolgsmann
    .gender = masc
-kind-special = Spezialkarte
    .gender = fem

## Wertemengen

-slot-headgear = { $case ->
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
-slot-armor = { $case ->
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
-slot-footgear = { $case ->
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
-loss-headgear = { $case ->
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
-loss-armor = { $case ->
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
-loss-footgear = { $case ->
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
-loss-hand-item = { $case ->
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
-loss-big-item = { $case ->
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
-loss-item = { $case ->
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
-loss-items = { $case ->
   *[nom] Gegenstände
    [indef-acc] Gegenstände
    [neg-acc] keine Gegenstände
    [poss-acc] deine Gegenstände
    [def-acc] die Gegenstände
  }
    .gender = plur
-loss-class = { $case ->
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
-loss-race = { $case ->
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
-loss-hireling = { $case ->
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
-loss-hand = { $case ->
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
-deck-door = { $case ->
   *[nom] Türen
    [gen] der Türen
  }
    .gender = plur
-deck-treasure = { $case ->
   *[nom] Schätze
    [gen] der Schätze
  }
    .gender = plur
-gender-male = Mann
    .gender = masc
-gender-female = Frau
    .gender = fem
-rank-lowest = niedrigste
-rank-highest = höchste
-level-rank-lowest-level = mit der niedrigsten Stufe
-level-rank-highest-level = mit der höchsten Stufe
-more-more = mehr
-more-fewer = weniger
-more-less = weniger
-category-class = Klasse
    .gender = fem
-category-race = Rasse
    .gender = fem

## Rassen

-race-dwarf = { $case ->
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
-race-elf = { $case ->
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
-race-gnome = { $case ->
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
-race-halfling = { $case ->
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

-class-cleric = { $case ->
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
-class-thief = { $case ->
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
-class-warden = { $case ->
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
-class-warrior = { $case ->
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
-class-wizard = { $case ->
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

-tag-beast = { $case ->
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
-tag-big = { $case ->
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
-tag-demon = { $case ->
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
-tag-dragon = { $case ->
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
-tag-flying = { $case ->
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
-tag-ghost = { $case ->
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
-tag-goblin = { $case ->
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
-tag-lawyer = { $case ->
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
-tag-plant = { $case ->
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
-tag-slime = { $case ->
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
-tag-undead = { $case ->
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

-card-mun-047 = Zertifizierter Schwertfan
    .gender = masc
-card-mun-048 = Zauberspruchschleuder-Lehrling
    .gender = masc
-card-mun-049 = Lizenzierter Taschendieb
    .gender = masc
-card-mun-050 = Geweihter Exorzist
    .gender = masc
-card-mun-033 = Hutgierige Motten
    .gender = plur
-card-mun-034 = Plötzlicher Gedächtnisschwund
    .gender = masc
-card-mun-035 = Fluch des gestoßenen Zehs
    .gender = masc
-card-mun-036 = Garderobenpanne
    .gender = fem
-card-mun-037 = Identitätskrise
    .gender = fem
-card-mun-038 = Verpatzte Verwandlung
    .gender = fem
-card-mun-039 = Butterfinger-Fluch
    .gender = masc
-card-mun-040 = Überraschende Steuerprüfung
    .gender = fem
-card-mun-041 = Persönliche Regenwolke
    .gender = fem
-card-mun-042 = Bodenloser Beutel mit Loch
    .gender = masc
-card-mun-043 = Neidischer Nachbar
    .gender = masc
-card-mun-words-gnome = Bastelnder Gnom
    .gender = masc
-card-mun-words-warden = Goblin-Wächter
    .gender = masc
-card-mun-words-monocle = Gnomisches Monokel
    .gender = neut
-card-mun-words-catcher = Goblin-Gnomfänger
    .gender = masc
-card-mun-words-sneak = Goblin-Schleicher
    .gender = masc
-card-mun-090 = Älter als die Berge
    .gender = neut
-card-mun-091 = Gerade aus dem Nickerchen erwacht
    .gender = neut
-card-mun-092 = Wütend wegen des Parkplatzes
    .gender = neut
-card-mun-093 = Pubertäre Phase
    .gender = fem
-card-mun-094 = Frisch zombifiziert
    .gender = neut
-card-mun-095 = Unerträglich anhänglich
    .gender = neut
-card-mun-096 = Ungeladene Begleitung
    .gender = fem
-card-mun-097 = Ruhelose Tote auf Klassenfahrt
    .gender = plur
-card-mun-051 = Spitzhut leichter Arkanik
    .gender = masc
-card-mun-052 = Nudelsieb der Schädelsicherheit
    .gender = neut
-card-mun-053 = Geweihter Eimer der Überkompensation
    .gender = masc
-card-mun-054 = Kettenhemd-Strampler
    .gender = masc
-card-mun-055 = Brustpanzer unverdienten Selbstvertrauens
    .gender = masc
-card-mun-056 = Robe geschmackvoller Glitzersteine
    .gender = fem
-card-mun-057 = Schleimfester Poncho
    .gender = masc
-card-mun-058 = Turnschuhe des strategischen Rückzugs
    .gender = plur
-card-mun-059 = Stahlkappen-Trampelstiefel
    .gender = plur
-card-mun-060 = Pantoffeln des lautlosen Schlurfens
    .gender = plur
-card-mun-061 = Rostiges Buttermesser
    .gender = neut
-card-mun-062 = Schild aus hauptsächlich Löchern
    .gender = masc
-card-mun-063 = Zauberstab zweifelhafter Funken
    .gender = masc
-card-mun-064 = Gesegnete Bratpfanne
    .gender = fem
-card-mun-065 = Messer bedauerlicher Entscheidungen
    .gender = neut
-card-mun-066 = Panzerhandschuh der Selbstüberschätzung
    .gender = masc
-card-mun-067 = Langbogen mit Schleifchen
    .gender = masc
-card-mun-068 = Ganzer Baumstamm
    .gender = masc
-card-mun-069 = Stangenwaffe vernünftigen Abstands
    .gender = fem
-card-mun-070 = Rammbock auf kleinen Rädern
    .gender = masc
-card-mun-071 = Wackliger Hocker des sozialen Aufstiegs
    .gender = masc
-card-mun-072 = Glücks-Gummihuhn
    .gender = neut
-card-mun-073 = Umhang dramatischer Abgänge
    .gender = masc
-card-mun-084 = Besteche den Barden
    .gender = neut
-card-mun-085 = Prahle laut in der Taverne
    .gender = neut
-card-mun-086 = Lies endlich das Regelheft
    .gender = neut
-card-mun-087 = Poliere deinen Teilnahmepokal
    .gender = neut
-card-mun-088 = Gib dem Träger die Kündigung
    .gender = neut
-card-mun-089 = Verkauf einem Goblin ein Timesharing
    .gender = neut
-card-mun-001 = Schmollender Schleim
    .gender = masc
-card-mun-002 = Passiv-aggressiver Farn
    .gender = masc
-card-mun-003 = Socken-Gremlin
    .gender = masc
-card-mun-004 = Goblin-Steuereintreiber
    .gender = masc
-card-mun-005 = Grantiger Höhlenmolch
    .gender = masc
-card-mun-006 = Taschendrachling
    .gender = masc
-card-mun-007 = Sumpfirrlicht
    .gender = neut
-card-mun-008 = Skelettbuchhalter
    .gender = masc
-card-mun-009 = Zombie-Zeitungsjunge
    .gender = masc
-card-mun-010 = Mimik-Brotdose
    .gender = fem
-card-mun-011 = Gelierter Fußschemel
    .gender = masc
-card-mun-012 = Verfluchtes Akkordeon
    .gender = neut
-card-mun-013 = Verärgerter Minotaurus-Praktikant
    .gender = masc
-card-mun-014 = Schwarm aufgezogener Tauben
    .gender = masc
-card-mun-015 = Nachtragender Sumpfdrache
    .gender = masc
-card-mun-016 = Vampirmücken-Baron
    .gender = masc
-card-mun-017 = Überfälliger Bibliotheksgolem
    .gender = masc
-card-mun-018 = Fleischfressende Salatbar
    .gender = fem
-card-mun-019 = Banshee mit Megafon
    .gender = fem
-card-mun-020 = Ork-Motivationstrainer
    .gender = masc
-card-mun-021 = Lich der leichten Unannehmlichkeit
    .gender = masc
-card-mun-022 = Troll unter der Zugbrücke
    .gender = masc
-card-mun-023 = Verschmähte Sumpfhexe
    .gender = fem
-card-mun-024 = Gigantische Schnecke des Verderbens
    .gender = fem
-card-mun-025 = Geisterpiraten-Quartiermeister
    .gender = masc
-card-mun-026 = Dämon im mittleren Management
    .gender = masc
-card-mun-027 = Hydra vieler Meinungen
    .gender = fem
-card-mun-028 = Chimäre der Ausschussbeschlüsse
    .gender = fem
-card-mun-029 = { $case ->
   *[nom] Uralter Anwaltslindwurm
    [acc] den Uralten Anwaltslindwurm
    [dat] dem Uralten Anwaltslindwurm
    [gen] des Uralten Anwaltslindwurms
  }
    .gender = masc
-card-mun-030 = Dreifach pensionierter Altdrache
    .gender = masc
-card-mun-031 = Knochenkoloss
    .gender = masc
-card-mun-032 = Unaussprechliche Tentakeltante
    .gender = fem
-card-mun-num-1 = Schrumpfender Ranzen
    .gender = masc
-card-mun-num-2 = Eifersüchtiger Einsiedlerkrebs
    .gender = masc
-card-mun-num-3 = Fluch der nassen Socken
    .gender = masc
-card-mun-num-4 = Aaskrähen-Talisman
    .gender = masc
-card-mun-num-5 = Prise demütigenden Staubs
    .gender = fem
-card-mun-num-6 = Löchriger Beutesack
    .gender = masc
-card-mun-num-7 = Bodenloser Rucksack
    .gender = masc
-card-mun-num-8 = Strenge Pausenaufsicht
    .gender = fem
-card-mun-num-9 = Kerbholz des Hamsterers
    .gender = neut
-card-mun-074 = Flasche flüssigen Mutes
    .gender = fem
-card-mun-075 = Rauchbombe der peinlichen Stille
    .gender = fem
-card-mun-076 = Schrumpfpulver
    .gender = neut
-card-mun-077 = Glas voller wütender Bienen
    .gender = neut
-card-mun-078 = Ektoplasma-Abwehrspray
    .gender = neut
-card-mun-079 = Stinkbombe Deluxe
    .gender = fem
-card-mun-080 = Tragbares Loch (leicht gebraucht)
    .gender = neut
-card-mun-081 = Taschensand
    .gender = masc
-card-mun-082 = Schriftrolle der höflichen Verabschiedung
    .gender = fem
-card-mun-083 = Wunschmünze bescheidenen Ehrgeizes
    .gender = fem
-card-mun-106 = Greifhand am Stiel
    .gender = fem
-card-mun-098 = Streberschein
    .gender = masc
-card-mun-099 = Sehr komplizierter Stammbaum
    .gender = masc
-card-mun-100 = { $case ->
   *[nom] Gary der Entbehrliche
    [acc] Gary den Entbehrlichen
    [dat] Gary dem Entbehrlichen
    [gen] Garys des Entbehrlichen
  }
    .gender = masc
-card-mun-101 = Fackelträger mit Meinung
    .gender = masc
-card-mun-102 = Packesel namens Schicksal
    .gender = masc
-card-mun-103 = Urkunde über den ganzen Dungeon
    .gender = fem
-card-mun-104 = Spiegel der lästigen Verdopplung
    .gender = masc
-card-mun-105 = Praktische Falltür
    .gender = fem
-card-mun-parts-01 = Abakus des Hamsterns
    .gender = masc
-card-mun-parts-02 = Krone des Augenblicks
    .gender = fem
-card-mun-parts-03 = Mülltonnentauchen
    .gender = neut
-card-mun-parts-04 = Einspruch!
    .gender = masc
-card-mun-parts-05 = Messerwerfer
    .gender = masc
-card-mun-parts-06 = Wohltätiger Impuls
    .gender = masc
-card-mun-parts-07 = Zwielichtiger Notar
    .gender = masc
-card-mun-044 = Tänzelnder Baumumarmer
    .gender = masc
-card-mun-045 = Stämmiger Bartträger
    .gender = masc
-card-mun-046 = Liebhaber des zweiten Frühstücks
    .gender = masc
