# Maniacal: the termbase (German). Forms by $case: nom acc dat gen, and the same with "-pl" for a
# counted noun; .gender (masc, fem, neut, pl).

## Game terms

-infamy = { $case ->
   *[nom] Infamie
    [acc] Infamie
    [dat] Infamie
    [gen] Infamie
 }
    .gender = fem
-money = { $case ->
   *[nom] Geld
    [acc] Geld
    [dat] Geld
    [gen] Geldes
 }
    .gender = neut
-week = { $case ->
   *[nom] Woche
    [acc] Woche
    [dat] Woche
    [gen] Woche
    [nom-pl] Wochen
    [acc-pl] Wochen
    [dat-pl] Wochen
    [gen-pl] Wochen
 }
    .gender = fem
-attraction = { $case ->
   *[nom] Anziehung
    [acc] Anziehung
    [dat] Anziehung
    [gen] Anziehung
 }
    .gender = fem
-henchman = { $case ->
   *[nom] Scherge
    [acc] Schergen
    [dat] Schergen
    [gen] Schergen
    [nom-pl] Schergen
    [acc-pl] Schergen
    [dat-pl] Schergen
    [gen-pl] Schergen
 }
    .gender = masc
-supervillain = { $case ->
   *[nom] Superschurke
    [acc] Superschurken
    [dat] Superschurken
    [gen] Superschurken
    [nom-pl] Superschurken
    [acc-pl] Superschurken
    [dat-pl] Superschurken
    [gen-pl] Superschurken
 }
    .gender = masc
-lackey = { $case ->
   *[nom] Lakai
    [acc] Lakaien
    [dat] Lakaien
    [gen] Lakaien
 }
    .gender = masc
-mercenary = { $case ->
   *[nom] Söldner
    [acc] Söldner
    [dat] Söldner
    [gen] Söldners
    [nom-pl] Söldner
    [acc-pl] Söldner
    [dat-pl] Söldnern
    [gen-pl] Söldner
 }
    .gender = masc
-contract = { $case ->
   *[nom] Auftrag
    [acc] Auftrag
    [dat] Auftrag
    [gen] Auftrags
    [nom-pl] Aufträge
    [acc-pl] Aufträge
    [dat-pl] Aufträgen
    [gen-pl] Aufträge
 }
    .gender = masc
-room = { $case ->
   *[nom] Raum
    [acc] Raum
    [dat] Raum
    [gen] Raums
    [nom-pl] Räume
    [acc-pl] Räume
    [dat-pl] Räumen
    [gen-pl] Räume
 }
    .gender = masc
-scheme = { $case ->
   *[nom] Intrige
    [acc] Intrige
    [dat] Intrige
    [gen] Intrige
    [nom-pl] Intrigen
    [acc-pl] Intrigen
    [dat-pl] Intrigen
    [gen-pl] Intrigen
 }
    .gender = fem
-power = { $case ->
   *[nom] Superkraft
    [acc] Superkraft
    [dat] Superkraft
    [gen] Superkraft
    [nom-pl] Superkräfte
    [acc-pl] Superkräfte
    [dat-pl] Superkräften
    [gen-pl] Superkräfte
 }
    .gender = fem
-injury = { $case ->
   *[nom] Verletzung
    [acc] Verletzung
    [dat] Verletzung
    [gen] Verletzung
    [nom-pl] Verletzungen
    [acc-pl] Verletzungen
    [dat-pl] Verletzungen
    [gen-pl] Verletzungen
 }
    .gender = fem
-die = { $case ->
   *[nom] Würfel
    [acc] Würfel
    [dat] Würfel
    [gen] Würfels
    [nom-pl] Würfel
    [acc-pl] Würfel
    [dat-pl] Würfeln
    [gen-pl] Würfel
 }
    .gender = masc
-success = { $case ->
   *[nom] Erfolg
    [acc] Erfolg
    [dat] Erfolg
    [gen] Erfolgs
    [nom-pl] Erfolge
    [acc-pl] Erfolge
    [dat-pl] Erfolgen
    [gen-pl] Erfolge
 }
    .gender = masc
-team = { $case ->
   *[nom] Team
    [acc] Team
    [dat] Team
    [gen] Teams
 }
    .gender = neut
-hero = { $case ->
   *[nom] Held
    [acc] Helden
    [dat] Helden
    [gen] Helden
 }
    .gender = masc
-finale = { $case ->
   *[nom] Finale
    [acc] Finale
    [dat] Finale
    [gen] Finales
 }
    .gender = neut
-location = { $case ->
   *[nom] Sonderort
    [acc] Sonderort
    [dat] Sonderort
    [gen] Sonderorts
 }
    .gender = masc
-strength = { $case ->
   *[nom] Stärke
    [acc] Stärke
    [dat] Stärke
    [gen] Stärke
 }
    .gender = fem
-weakness = { $case ->
   *[nom] Schwäche
    [acc] Schwäche
    [dat] Schwäche
    [gen] Schwäche
 }
    .gender = fem
-base = { $case ->
   *[nom] Geheimbasis
    [acc] Geheimbasis
    [dat] Geheimbasis
    [gen] Geheimbasis
 }
    .gender = fem

## Phases (A.2)

-base-building = { $case ->
   *[nom] Bauphase
    [acc] Bauphase
    [dat] Bauphase
    [gen] Bauphase
 }
    .gender = fem
-henchmen-phase = { $case ->
   *[nom] Schergenphase
    [acc] Schergenphase
    [dat] Schergenphase
    [gen] Schergenphase
 }
    .gender = fem
-contract-phase = { $case ->
   *[nom] Auftragsphase
    [acc] Auftragsphase
    [dat] Auftragsphase
    [gen] Auftragsphase
 }
    .gender = fem
-clean-up = { $case ->
   *[nom] Aufräumen
    [acc] Aufräumen
    [dat] Aufräumen
    [gen] Aufräumens
 }
    .gender = neut

## Henchman types (A.8): the attraction tracks

-beast = { $case ->
   *[nom] Bestie
    [acc] Bestie
    [dat] Bestie
    [gen] Bestie
    [nom-pl] Bestien
    [acc-pl] Bestien
    [dat-pl] Bestien
    [gen-pl] Bestien
 }
    .gender = fem
-criminal = { $case ->
   *[nom] Gauner
    [acc] Gauner
    [dat] Gauner
    [gen] Gauners
    [nom-pl] Gauner
    [acc-pl] Gauner
    [dat-pl] Gaunern
    [gen-pl] Gauner
 }
    .gender = masc
-scientist = { $case ->
   *[nom] Wissenschaftler
    [acc] Wissenschaftler
    [dat] Wissenschaftler
    [gen] Wissenschaftlers
    [nom-pl] Wissenschaftler
    [acc-pl] Wissenschaftler
    [dat-pl] Wissenschaftlern
    [gen-pl] Wissenschaftler
 }
    .gender = masc
-mystic = { $case ->
   *[nom] Mystiker
    [acc] Mystiker
    [dat] Mystiker
    [gen] Mystikers
    [nom-pl] Mystiker
    [acc-pl] Mystiker
    [dat-pl] Mystikern
    [gen-pl] Mystiker
 }
    .gender = masc

## Traits (A.8)

-brawn = { $case ->
   *[nom] Kraft
    [acc] Kraft
    [dat] Kraft
    [gen] Kraft
 }
    .gender = fem
-stealth = { $case ->
   *[nom] Tarnung
    [acc] Tarnung
    [dat] Tarnung
    [gen] Tarnung
 }
    .gender = fem
-intellect = { $case ->
   *[nom] Intellekt
    [acc] Intellekt
    [dat] Intellekt
    [gen] Intellekts
 }
    .gender = masc
-magic = { $case ->
   *[nom] Magie
    [acc] Magie
    [dat] Magie
    [gen] Magie
 }
    .gender = fem

## Contract difficulties (A.3)

-easy = { $case ->
   *[nom] leicht
    [acc] leicht
    [dat] leicht
    [gen] leicht
 }
-hard = { $case ->
   *[nom] schwer
    [acc] schwer
    [dat] schwer
    [gen] schwer
 }
-legendary = { $case ->
   *[nom] legendär
    [acc] legendär
    [dat] legendär
    [gen] legendär
 }

## Continents (A.12)

-north-america = { $case ->
   *[nom] Nordamerika
    [acc] Nordamerika
    [dat] Nordamerika
    [gen] Nordamerikas
 }
    .gender = neut
-south-america = { $case ->
   *[nom] Südamerika
    [acc] Südamerika
    [dat] Südamerika
    [gen] Südamerikas
 }
    .gender = neut
-europe = { $case ->
   *[nom] Europa
    [acc] Europa
    [dat] Europa
    [gen] Europas
 }
    .gender = neut
-africa = { $case ->
   *[nom] Afrika
    [acc] Afrika
    [dat] Afrika
    [gen] Afrikas
 }
    .gender = neut
-asia = { $case ->
   *[nom] Asien
    [acc] Asien
    [dat] Asien
    [gen] Asiens
 }
    .gender = neut
-australia = { $case ->
   *[nom] Australien
    [acc] Australien
    [dat] Australien
    [gen] Australiens
 }
    .gender = neut

## Special locations (A.12)

-underground = { $case ->
   *[nom] Untergrund
    [acc] Untergrund
    [dat] Untergrund
    [gen] Untergrunds
 }
    .gender = masc
-hoodlum-hospital = { $case ->
   *[nom] Ganovenklinik
    [acc] Ganovenklinik
    [dat] Ganovenklinik
    [gen] Ganovenklinik
 }
    .gender = fem
-lucifers-lounge = { $case ->
   *[nom] Lucifers Lounge
    [acc] Lucifers Lounge
    [dat] Lucifers Lounge
    [gen] Lucifers Lounge
 }
    .gender = fem

## Card names: a title that is a phrase keeps one form in every case; .gender is its kind's noun's

-card-man-c001 = { $case ->
   *[nom] Mitternacht in der Münze
    [acc] Mitternacht in der Münze
    [dat] Mitternacht in der Münze
    [gen] Mitternacht in der Münze
 }
    .gender = masc
-card-man-c002 = { $case ->
   *[nom] Leih dir den Mondstein
    [acc] Leih dir den Mondstein
    [dat] Leih dir den Mondstein
    [gen] Leih dir den Mondstein
 }
    .gender = masc
-card-man-c003 = { $case ->
   *[nom] Das Wetter umprogrammieren
    [acc] Das Wetter umprogrammieren
    [dat] Das Wetter umprogrammieren
    [gen] Das Wetter umprogrammieren
 }
    .gender = masc
-card-man-h001 = { $case ->
   *[nom] Finger-Malloy
    [acc] Finger-Malloy
    [dat] Finger-Malloy
    [gen] Finger-Malloys
 }
    .gender = masc
-card-man-h002 = { $case ->
   *[nom] Knirsch der Entfesselte
    [acc] Knirsch den Entfesselten
    [dat] Knirsch dem Entfesselten
    [gen] Knirschs des Entfesselten
 }
    .gender = masc
-card-man-h003 = { $case ->
   *[nom] Doktor Voltschnurr
    [acc] Doktor Voltschnurr
    [dat] Doktor Voltschnurr
    [gen] Doktor Voltschnurrs
 }
    .gender = masc
-card-man-m001 = { $case ->
   *[nom] Söldnerin Ostrova
    [acc] Söldnerin Ostrova
    [dat] Söldnerin Ostrova
    [gen] Söldnerin Ostrovas
 }
    .gender = fem
-card-man-p001 = { $case ->
   *[nom] Unnatürliche Reflexe
    [acc] Unnatürliche Reflexe
    [dat] Unnatürlichen Reflexen
    [gen] Unnatürlicher Reflexe
 }
    .gender = pl
-card-man-s001 = { $case ->
   *[nom] Anonymer Hinweis
    [acc] Anonymen Hinweis
    [dat] Anonymem Hinweis
    [gen] Anonymen Hinweises
 }
    .gender = masc
-card-man-s002 = { $case ->
   *[nom] Notgroschen im Steuerparadies
    [acc] Notgroschen im Steuerparadies
    [dat] Notgroschen im Steuerparadies
    [gen] Notgroschens im Steuerparadies
 }
    .gender = masc
-card-man-f001 = { $case ->
   *[nom] Meister der Schatten
    [acc] Meister der Schatten
    [dat] Meister der Schatten
    [gen] Meisters der Schatten
 }
    .gender = masc
-card-man-x001 = { $case ->
   *[nom] Captain Redlich
    [acc] Captain Redlich
    [dat] Captain Redlich
    [gen] Captain Redlichs
 }
    .gender = masc
-card-man-o001 = { $case ->
   *[nom] Ganovenklinik
    [acc] Ganovenklinik
    [dat] Ganovenklinik
    [gen] Ganovenklinik
 }
    .gender = fem
-card-man-o002 = { $case ->
   *[nom] Lucifers Lounge
    [acc] Lucifers Lounge
    [dat] Lucifers Lounge
    [gen] Lucifers Lounge
 }
    .gender = fem
-card-man-o003 = { $case ->
   *[nom] Der Untergrund
    [acc] Den Untergrund
    [dat] Dem Untergrund
    [gen] Des Untergrunds
 }
    .gender = masc
-card-man-r001 = { $case ->
   *[nom] Piranha-Sitzungssaal
    [acc] Piranha-Sitzungssaal
    [dat] Piranha-Sitzungssaal
    [gen] Piranha-Sitzungssaals
 }
    .gender = masc
-card-man-r002 = { $case ->
   *[nom] Teilchenwebstuhl im Tiefkeller
    [acc] Teilchenwebstuhl im Tiefkeller
    [dat] Teilchenwebstuhl im Tiefkeller
    [gen] Teilchenwebstuhls im Tiefkeller
 }
    .gender = masc
-card-man-r003 = { $case ->
   *[nom] Grimoire-Gewölbe bei Kerzenschein
    [acc] Grimoire-Gewölbe bei Kerzenschein
    [dat] Grimoire-Gewölbe bei Kerzenschein
    [gen] Grimoire-Gewölbes bei Kerzenschein
 }
    .gender = neut
-card-man-v001 = { $case ->
   *[nom] Gräfin Raureifzahn
    [acc] Gräfin Raureifzahn
    [dat] Gräfin Raureifzahn
    [gen] Gräfin Raureifzahns
 }
    .gender = fem
-card-man-l001 = { $case ->
   *[nom] Graupel und Matsch
    [acc] Graupel und Matsch
    [dat] Graupel und Matsch
    [gen] Graupel und Matsch
 }
    .gender = pl
-card-man-v002 = { $case ->
   *[nom] Professor Gorgonax
    [acc] Professor Gorgonax
    [dat] Professor Gorgonax
    [gen] Professor Gorgonax'
 }
    .gender = masc
-card-man-l002 = { $case ->
   *[nom] Herr Kiesel
    [acc] Herrn Kiesel
    [dat] Herrn Kiesel
    [gen] Herrn Kiesels
 }
    .gender = masc

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

-resource-money = { $case ->
   *[nom] { -money }
    [acc] { -money(case: "acc") }
    [dat] { -money(case: "dat") }
    [gen] { -money(case: "gen") }
    [nom-pl] { -money }
    [acc-pl] { -money(case: "acc") }
    [dat-pl] { -money(case: "dat") }
    [gen-pl] { -money(case: "gen") }
 }
    .gender = neut
-resource-infamy = { $case ->
   *[nom] { -infamy }
    [acc] { -infamy(case: "acc") }
    [dat] { -infamy(case: "dat") }
    [gen] { -infamy(case: "gen") }
    [nom-pl] { -infamy }
    [acc-pl] { -infamy(case: "acc") }
    [dat-pl] { -infamy(case: "dat") }
    [gen-pl] { -infamy(case: "gen") }
 }
    .gender = fem
-resource-weeks = { $case ->
   *[nom] { -week }
    [acc] { -week(case: "acc") }
    [dat] { -week(case: "dat") }
    [gen] { -week(case: "gen") }
    [nom-pl] { -week(case: "nom-pl") }
    [acc-pl] { -week(case: "acc-pl") }
    [dat-pl] { -week(case: "dat-pl") }
    [gen-pl] { -week(case: "gen-pl") }
 }
    .gender = fem
-currency-money = { $case ->
   *[nom] { -money }
    [acc] { -money(case: "acc") }
    [dat] { -money(case: "dat") }
    [gen] { -money(case: "gen") }
    [nom-pl] { -money }
    [acc-pl] { -money(case: "acc") }
    [dat-pl] { -money(case: "dat") }
    [gen-pl] { -money(case: "gen") }
 }
    .gender = neut
-prize-infamy = { $case ->
   *[nom] { -infamy }
    [acc] { -infamy(case: "acc") }
    [dat] { -infamy(case: "dat") }
    [gen] { -infamy(case: "gen") }
    [nom-pl] { -infamy }
    [acc-pl] { -infamy(case: "acc") }
    [dat-pl] { -infamy(case: "dat") }
    [gen-pl] { -infamy(case: "gen") }
 }
    .gender = fem
-prize-money = { $case ->
   *[nom] { -money }
    [acc] { -money(case: "acc") }
    [dat] { -money(case: "dat") }
    [gen] { -money(case: "gen") }
    [nom-pl] { -money }
    [acc-pl] { -money(case: "acc") }
    [dat-pl] { -money(case: "dat") }
    [gen-pl] { -money(case: "gen") }
 }
    .gender = neut
-henchman-type-beast = { $case ->
   *[nom] { -beast }
    [acc] { -beast(case: "acc") }
    [dat] { -beast(case: "dat") }
    [gen] { -beast(case: "gen") }
    [nom-pl] { -beast(case: "nom-pl") }
    [acc-pl] { -beast(case: "acc-pl") }
    [dat-pl] { -beast(case: "dat-pl") }
    [gen-pl] { -beast(case: "gen-pl") }
 }
    .gender = fem
-henchman-type-criminal = { $case ->
   *[nom] { -criminal }
    [acc] { -criminal(case: "acc") }
    [dat] { -criminal(case: "dat") }
    [gen] { -criminal(case: "gen") }
    [nom-pl] { -criminal(case: "nom-pl") }
    [acc-pl] { -criminal(case: "acc-pl") }
    [dat-pl] { -criminal(case: "dat-pl") }
    [gen-pl] { -criminal(case: "gen-pl") }
 }
    .gender = masc
-henchman-type-scientist = { $case ->
   *[nom] { -scientist }
    [acc] { -scientist(case: "acc") }
    [dat] { -scientist(case: "dat") }
    [gen] { -scientist(case: "gen") }
    [nom-pl] { -scientist(case: "nom-pl") }
    [acc-pl] { -scientist(case: "acc-pl") }
    [dat-pl] { -scientist(case: "dat-pl") }
    [gen-pl] { -scientist(case: "gen-pl") }
 }
    .gender = masc
-henchman-type-mystic = { $case ->
   *[nom] { -mystic }
    [acc] { -mystic(case: "acc") }
    [dat] { -mystic(case: "dat") }
    [gen] { -mystic(case: "gen") }
    [nom-pl] { -mystic(case: "nom-pl") }
    [acc-pl] { -mystic(case: "acc-pl") }
    [dat-pl] { -mystic(case: "dat-pl") }
    [gen-pl] { -mystic(case: "gen-pl") }
 }
    .gender = masc
-trait-brawn = { $case ->
   *[nom] { -brawn }
    [acc] { -brawn(case: "acc") }
    [dat] { -brawn(case: "dat") }
    [gen] { -brawn(case: "gen") }
 }
    .gender = fem
-trait-stealth = { $case ->
   *[nom] { -stealth }
    [acc] { -stealth(case: "acc") }
    [dat] { -stealth(case: "dat") }
    [gen] { -stealth(case: "gen") }
 }
    .gender = fem
-trait-intellect = { $case ->
   *[nom] { -intellect }
    [acc] { -intellect(case: "acc") }
    [dat] { -intellect(case: "dat") }
    [gen] { -intellect(case: "gen") }
 }
    .gender = masc
-trait-magic = { $case ->
   *[nom] { -magic }
    [acc] { -magic(case: "acc") }
    [dat] { -magic(case: "dat") }
    [gen] { -magic(case: "gen") }
 }
    .gender = fem
-difficulty-easy = { $case ->
   *[nom] { -easy }
    [acc] { -easy(case: "acc") }
    [dat] { -easy(case: "dat") }
    [gen] { -easy(case: "gen") }
 }
-difficulty-hard = { $case ->
   *[nom] { -hard }
    [acc] { -hard(case: "acc") }
    [dat] { -hard(case: "dat") }
    [gen] { -hard(case: "gen") }
 }
-difficulty-legendary = { $case ->
   *[nom] { -legendary }
    [acc] { -legendary(case: "acc") }
    [dat] { -legendary(case: "dat") }
    [gen] { -legendary(case: "gen") }
 }
-continent-north-america = { $case ->
   *[nom] { -north-america }
    [acc] { -north-america(case: "acc") }
    [dat] { -north-america(case: "dat") }
    [gen] { -north-america(case: "gen") }
 }
    .gender = neut
-continent-south-america = { $case ->
   *[nom] { -south-america }
    [acc] { -south-america(case: "acc") }
    [dat] { -south-america(case: "dat") }
    [gen] { -south-america(case: "gen") }
 }
    .gender = neut
-continent-europe = { $case ->
   *[nom] { -europe }
    [acc] { -europe(case: "acc") }
    [dat] { -europe(case: "dat") }
    [gen] { -europe(case: "gen") }
 }
    .gender = neut
-continent-africa = { $case ->
   *[nom] { -africa }
    [acc] { -africa(case: "acc") }
    [dat] { -africa(case: "dat") }
    [gen] { -africa(case: "gen") }
 }
    .gender = neut
-continent-asia = { $case ->
   *[nom] { -asia }
    [acc] { -asia(case: "acc") }
    [dat] { -asia(case: "dat") }
    [gen] { -asia(case: "gen") }
 }
    .gender = neut
-continent-australia = { $case ->
   *[nom] { -australia }
    [acc] { -australia(case: "acc") }
    [dat] { -australia(case: "dat") }
    [gen] { -australia(case: "gen") }
 }
    .gender = neut
-location-underground = { $case ->
   *[nom] { -underground }
    [acc] { -underground(case: "acc") }
    [dat] { -underground(case: "dat") }
    [gen] { -underground(case: "gen") }
 }
    .gender = masc
-location-hoodlum-hospital = { $case ->
   *[nom] { -hoodlum-hospital }
    [acc] { -hoodlum-hospital(case: "acc") }
    [dat] { -hoodlum-hospital(case: "dat") }
    [gen] { -hoodlum-hospital(case: "gen") }
 }
    .gender = fem
-location-lucifers-lounge = { $case ->
   *[nom] { -lucifers-lounge }
    [acc] { -lucifers-lounge(case: "acc") }
    [dat] { -lucifers-lounge(case: "dat") }
    [gen] { -lucifers-lounge(case: "gen") }
 }
    .gender = fem

-room-type-action = Aktionsraum
    .gender = masc
-room-type-contract = Auftragsraum
    .gender = masc
