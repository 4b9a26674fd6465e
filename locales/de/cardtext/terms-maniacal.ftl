# Maniacal: the termbase (German). Forms by $case: nom acc dat gen, and the same with "-pl" for a
# counted noun; .gender (masc, fem, neut, pl).


## Game terms

# source-hash: ba16c0e221b2
-infamy =
    { $case ->
       *[nom] Infamie
        [acc] Infamie
        [dat] Infamie
        [gen] Infamie
    }
    .gender = fem
# source-hash: 42de57c178d4
-money =
    { $case ->
       *[nom] Geld
        [acc] Geld
        [dat] Geld
        [gen] Geldes
    }
    .gender = neut
# source-hash: d598bac95fb3
-week =
    { $case ->
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
# source-hash: fdcad756a9d6
-attraction =
    { $case ->
       *[nom] Anziehung
        [acc] Anziehung
        [dat] Anziehung
        [gen] Anziehung
    }
    .gender = fem
# source-hash: b96e9ab588dc
-henchman =
    { $case ->
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
# source-hash: bf3c587be640
-supervillain =
    { $case ->
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
# source-hash: 5bac2dd68b22
-lackey =
    { $case ->
       *[nom] Lakai
        [acc] Lakaien
        [dat] Lakaien
        [gen] Lakaien
    }
    .gender = masc
# source-hash: 60594a30aca4
-mercenary =
    { $case ->
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
# source-hash: 5839264baf6a
-contract =
    { $case ->
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
# source-hash: f1f7ea0fd154
-room =
    { $case ->
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
# source-hash: d66c1d97f3b5
-scheme =
    { $case ->
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
# source-hash: f53a75988c83
-power =
    { $case ->
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
# source-hash: 30eb3522544a
-injury =
    { $case ->
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
# source-hash: dae590ea8458
-die =
    { $case ->
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
# source-hash: d1ff2c797228
-success =
    { $case ->
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
# source-hash: 3beb9b2ae7d3
-team =
    { $case ->
       *[nom] Team
        [acc] Team
        [dat] Team
        [gen] Teams
    }
    .gender = neut
# source-hash: d0767719b25b
-hero =
    { $case ->
       *[nom] Held
        [acc] Helden
        [dat] Helden
        [gen] Helden
    }
    .gender = masc
# source-hash: c593784f24ea
-finale =
    { $case ->
       *[nom] Finale
        [acc] Finale
        [dat] Finale
        [gen] Finales
    }
    .gender = neut
# source-hash: ceb7c6cd6213
-location =
    { $case ->
       *[nom] Sonderort
        [acc] Sonderort
        [dat] Sonderort
        [gen] Sonderorts
    }
    .gender = masc
# source-hash: b09a94b1bcfe
-strength =
    { $case ->
       *[nom] Stärke
        [acc] Stärke
        [dat] Stärke
        [gen] Stärke
    }
    .gender = fem
# source-hash: a9c577ed698e
-weakness =
    { $case ->
       *[nom] Schwäche
        [acc] Schwäche
        [dat] Schwäche
        [gen] Schwäche
    }
    .gender = fem
# source-hash: 03930f37bc09
-base =
    { $case ->
       *[nom] Geheimbasis
        [acc] Geheimbasis
        [dat] Geheimbasis
        [gen] Geheimbasis
    }
    .gender = fem

## Phases (A.2)

# source-hash: b933feefeaa6
-base-building =
    { $case ->
       *[nom] Bauphase
        [acc] Bauphase
        [dat] Bauphase
        [gen] Bauphase
    }
    .gender = fem
# source-hash: 43439a661fdc
-henchmen-phase =
    { $case ->
       *[nom] Schergenphase
        [acc] Schergenphase
        [dat] Schergenphase
        [gen] Schergenphase
    }
    .gender = fem
# source-hash: 41cbe4add52b
-contract-phase =
    { $case ->
       *[nom] Auftragsphase
        [acc] Auftragsphase
        [dat] Auftragsphase
        [gen] Auftragsphase
    }
    .gender = fem
# source-hash: c57ea683e577
-clean-up =
    { $case ->
       *[nom] Aufräumen
        [acc] Aufräumen
        [dat] Aufräumen
        [gen] Aufräumens
    }
    .gender = neut

## Henchman types (A.8): the attraction tracks

# source-hash: 612f1c0785c2
-beast =
    { $case ->
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
# source-hash: 2d906bddbb54
-criminal =
    { $case ->
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
# source-hash: 897d643ff99d
-scientist =
    { $case ->
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
# source-hash: 98fcccae319b
-mystic =
    { $case ->
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

# source-hash: 65b77385f640
-brawn =
    { $case ->
       *[nom] Kraft
        [acc] Kraft
        [dat] Kraft
        [gen] Kraft
    }
    .gender = fem
# source-hash: 44523f44a2eb
-stealth =
    { $case ->
       *[nom] Tarnung
        [acc] Tarnung
        [dat] Tarnung
        [gen] Tarnung
    }
    .gender = fem
# source-hash: 3a3b8f8bf1dd
-intellect =
    { $case ->
       *[nom] Intellekt
        [acc] Intellekt
        [dat] Intellekt
        [gen] Intellekts
    }
    .gender = masc
# source-hash: fd90fa5b6e22
-magic =
    { $case ->
       *[nom] Magie
        [acc] Magie
        [dat] Magie
        [gen] Magie
    }
    .gender = fem

## Contract difficulties (A.3)

# source-hash: 69d9a6c05dfa
-easy =
    { $case ->
       *[nom] leicht
        [acc] leicht
        [dat] leicht
        [gen] leicht
    }
# source-hash: 927409fa7788
-hard =
    { $case ->
       *[nom] schwer
        [acc] schwer
        [dat] schwer
        [gen] schwer
    }
# source-hash: 961f53b67044
-legendary =
    { $case ->
       *[nom] legendär
        [acc] legendär
        [dat] legendär
        [gen] legendär
    }

## Continents (A.12)

# source-hash: 63a60b7cd494
-north-america =
    { $case ->
       *[nom] Nordamerika
        [acc] Nordamerika
        [dat] Nordamerika
        [gen] Nordamerikas
    }
    .gender = neut
# source-hash: 96decb090845
-south-america =
    { $case ->
       *[nom] Südamerika
        [acc] Südamerika
        [dat] Südamerika
        [gen] Südamerikas
    }
    .gender = neut
# source-hash: 62c31bcf900d
-europe =
    { $case ->
       *[nom] Europa
        [acc] Europa
        [dat] Europa
        [gen] Europas
    }
    .gender = neut
# source-hash: c9f47c2c4c8c
-africa =
    { $case ->
       *[nom] Afrika
        [acc] Afrika
        [dat] Afrika
        [gen] Afrikas
    }
    .gender = neut
# source-hash: 800f5e78975f
-asia =
    { $case ->
       *[nom] Asien
        [acc] Asien
        [dat] Asien
        [gen] Asiens
    }
    .gender = neut
# source-hash: dc4cb4741563
-australia =
    { $case ->
       *[nom] Australien
        [acc] Australien
        [dat] Australien
        [gen] Australiens
    }
    .gender = neut

## Special locations (A.12)

# source-hash: 4ab0ee3c55b8
-underground =
    { $case ->
       *[nom] Untergrund
        [acc] Untergrund
        [dat] Untergrund
        [gen] Untergrunds
    }
    .gender = masc
# source-hash: a049995e5025
-hoodlum-hospital =
    { $case ->
       *[nom] Ganovenklinik
        [acc] Ganovenklinik
        [dat] Ganovenklinik
        [gen] Ganovenklinik
    }
    .gender = fem
# source-hash: 5f9eef044595
-lucifers-lounge =
    { $case ->
       *[nom] Lucifers Lounge
        [acc] Lucifers Lounge
        [dat] Lucifers Lounge
        [gen] Lucifers Lounge
    }
    .gender = fem

## Card names: a title that is a phrase keeps one form in every case; .gender is its kind's noun's

# source-hash: fec97ba9bf05
-card-man-c001 =
    { $case ->
       *[nom] Mitternacht in der Münze
        [acc] Mitternacht in der Münze
        [dat] Mitternacht in der Münze
        [gen] Mitternacht in der Münze
    }
    .gender = masc
# source-hash: 26d901e7cc14
-card-man-c002 =
    { $case ->
       *[nom] Leih dir den Mondstein
        [acc] Leih dir den Mondstein
        [dat] Leih dir den Mondstein
        [gen] Leih dir den Mondstein
    }
    .gender = masc
# source-hash: 4ef092067ed9
-card-man-c003 =
    { $case ->
       *[nom] Das Wetter umprogrammieren
        [acc] Das Wetter umprogrammieren
        [dat] Das Wetter umprogrammieren
        [gen] Das Wetter umprogrammieren
    }
    .gender = masc
# source-hash: 383a869f3ed1
-card-man-h001 =
    { $case ->
       *[nom] Finger-Malloy
        [acc] Finger-Malloy
        [dat] Finger-Malloy
        [gen] Finger-Malloys
    }
    .gender = masc
# source-hash: e6d0bf86e74c
-card-man-h002 =
    { $case ->
       *[nom] Knirsch der Entfesselte
        [acc] Knirsch den Entfesselten
        [dat] Knirsch dem Entfesselten
        [gen] Knirschs des Entfesselten
    }
    .gender = masc
# source-hash: f4c3417f8b8a
-card-man-h003 =
    { $case ->
       *[nom] Doktor Voltschnurr
        [acc] Doktor Voltschnurr
        [dat] Doktor Voltschnurr
        [gen] Doktor Voltschnurrs
    }
    .gender = masc
# source-hash: 5959adcca332
-card-man-m001 =
    { $case ->
       *[nom] Söldnerin Ostrova
        [acc] Söldnerin Ostrova
        [dat] Söldnerin Ostrova
        [gen] Söldnerin Ostrovas
    }
    .gender = fem
# source-hash: 9d755dcbeff4
-card-man-p001 =
    { $case ->
       *[nom] Unnatürliche Reflexe
        [acc] Unnatürliche Reflexe
        [dat] Unnatürlichen Reflexen
        [gen] Unnatürlicher Reflexe
    }
    .gender = pl
# source-hash: c132666e718c
-card-man-s001 =
    { $case ->
       *[nom] Anonymer Hinweis
        [acc] Anonymen Hinweis
        [dat] Anonymem Hinweis
        [gen] Anonymen Hinweises
    }
    .gender = masc
# source-hash: d84c25083172
-card-man-s002 =
    { $case ->
       *[nom] Notgroschen im Steuerparadies
        [acc] Notgroschen im Steuerparadies
        [dat] Notgroschen im Steuerparadies
        [gen] Notgroschens im Steuerparadies
    }
    .gender = masc
# source-hash: 26da9e0175aa
-card-man-f001 =
    { $case ->
       *[nom] Meister der Schatten
        [acc] Meister der Schatten
        [dat] Meister der Schatten
        [gen] Meisters der Schatten
    }
    .gender = masc
# source-hash: 0856ec0828d0
-card-man-x001 =
    { $case ->
       *[nom] Captain Redlich
        [acc] Captain Redlich
        [dat] Captain Redlich
        [gen] Captain Redlichs
    }
    .gender = masc
# source-hash: f5ed642db39a
-card-man-o001 =
    { $case ->
       *[nom] Ganovenklinik
        [acc] Ganovenklinik
        [dat] Ganovenklinik
        [gen] Ganovenklinik
    }
    .gender = fem
# source-hash: 290b98d63592
-card-man-o002 =
    { $case ->
       *[nom] Lucifers Lounge
        [acc] Lucifers Lounge
        [dat] Lucifers Lounge
        [gen] Lucifers Lounge
    }
    .gender = fem
# source-hash: b7bffd7574cf
-card-man-o003 =
    { $case ->
       *[nom] Der Untergrund
        [acc] Den Untergrund
        [dat] Dem Untergrund
        [gen] Des Untergrunds
    }
    .gender = masc
# source-hash: 1e03402a236f
-card-man-r001 =
    { $case ->
       *[nom] Piranha-Sitzungssaal
        [acc] Piranha-Sitzungssaal
        [dat] Piranha-Sitzungssaal
        [gen] Piranha-Sitzungssaals
    }
    .gender = masc
# source-hash: b4603c6f9bf2
-card-man-r002 =
    { $case ->
       *[nom] Teilchenwebstuhl im Tiefkeller
        [acc] Teilchenwebstuhl im Tiefkeller
        [dat] Teilchenwebstuhl im Tiefkeller
        [gen] Teilchenwebstuhls im Tiefkeller
    }
    .gender = masc
# source-hash: 2e7c6933b61f
-card-man-r003 =
    { $case ->
       *[nom] Grimoire-Gewölbe bei Kerzenschein
        [acc] Grimoire-Gewölbe bei Kerzenschein
        [dat] Grimoire-Gewölbe bei Kerzenschein
        [gen] Grimoire-Gewölbes bei Kerzenschein
    }
    .gender = neut
# source-hash: d7d627106e53
-card-man-v001 =
    { $case ->
       *[nom] Gräfin Raureifzahn
        [acc] Gräfin Raureifzahn
        [dat] Gräfin Raureifzahn
        [gen] Gräfin Raureifzahns
    }
    .gender = fem
# source-hash: 17f5d5c61cd9
-card-man-l001 =
    { $case ->
       *[nom] Graupel und Matsch
        [acc] Graupel und Matsch
        [dat] Graupel und Matsch
        [gen] Graupel und Matsch
    }
    .gender = pl
# source-hash: ae172dc0581d
-card-man-v002 =
    { $case ->
       *[nom] Professor Gorgonax
        [acc] Professor Gorgonax
        [dat] Professor Gorgonax
        [gen] Professor Gorgonax'
    }
    .gender = masc
# source-hash: e47926d8b91c
-card-man-l002 =
    { $case ->
       *[nom] Herr Kiesel
        [acc] Herrn Kiesel
        [dat] Herrn Kiesel
        [gen] Herrn Kiesels
    }
    .gender = masc

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

# source-hash: 355ff1b2cd68
-resource-money =
    { $case ->
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
# source-hash: 7b34f55c83a7
-resource-infamy =
    { $case ->
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
# source-hash: 7f6748815f9c
-resource-weeks =
    { $case ->
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
# source-hash: 79007f047762
-currency-money =
    { $case ->
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
# source-hash: b6419f90972c
-prize-infamy =
    { $case ->
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
# source-hash: 0985a75b3603
-prize-money =
    { $case ->
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
# source-hash: 216386f213d4
-henchman-type-beast =
    { $case ->
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
# source-hash: 82237e4d8526
-henchman-type-criminal =
    { $case ->
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
# source-hash: e470075edc30
-henchman-type-scientist =
    { $case ->
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
# source-hash: 45f7a5a40347
-henchman-type-mystic =
    { $case ->
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
# source-hash: 3d5ad7f1bb41
-trait-brawn =
    { $case ->
       *[nom] { -brawn }
        [acc] { -brawn(case: "acc") }
        [dat] { -brawn(case: "dat") }
        [gen] { -brawn(case: "gen") }
    }
    .gender = fem
# source-hash: 07a54845d207
-trait-stealth =
    { $case ->
       *[nom] { -stealth }
        [acc] { -stealth(case: "acc") }
        [dat] { -stealth(case: "dat") }
        [gen] { -stealth(case: "gen") }
    }
    .gender = fem
# source-hash: cab660b78db1
-trait-intellect =
    { $case ->
       *[nom] { -intellect }
        [acc] { -intellect(case: "acc") }
        [dat] { -intellect(case: "dat") }
        [gen] { -intellect(case: "gen") }
    }
    .gender = masc
# source-hash: 902ed047b03a
-trait-magic =
    { $case ->
       *[nom] { -magic }
        [acc] { -magic(case: "acc") }
        [dat] { -magic(case: "dat") }
        [gen] { -magic(case: "gen") }
    }
    .gender = fem
# source-hash: e4277cb7d406
-difficulty-easy =
    { $case ->
       *[nom] { -easy }
        [acc] { -easy(case: "acc") }
        [dat] { -easy(case: "dat") }
        [gen] { -easy(case: "gen") }
    }
# source-hash: c2fe4ef1fbbc
-difficulty-hard =
    { $case ->
       *[nom] { -hard }
        [acc] { -hard(case: "acc") }
        [dat] { -hard(case: "dat") }
        [gen] { -hard(case: "gen") }
    }
# source-hash: 319d0d65d7c9
-difficulty-legendary =
    { $case ->
       *[nom] { -legendary }
        [acc] { -legendary(case: "acc") }
        [dat] { -legendary(case: "dat") }
        [gen] { -legendary(case: "gen") }
    }
# source-hash: bb5bce0be604
-continent-north-america =
    { $case ->
       *[nom] { -north-america }
        [acc] { -north-america(case: "acc") }
        [dat] { -north-america(case: "dat") }
        [gen] { -north-america(case: "gen") }
    }
    .gender = neut
# source-hash: a2a6ee4da936
-continent-south-america =
    { $case ->
       *[nom] { -south-america }
        [acc] { -south-america(case: "acc") }
        [dat] { -south-america(case: "dat") }
        [gen] { -south-america(case: "gen") }
    }
    .gender = neut
# source-hash: b4a78b4895a8
-continent-europe =
    { $case ->
       *[nom] { -europe }
        [acc] { -europe(case: "acc") }
        [dat] { -europe(case: "dat") }
        [gen] { -europe(case: "gen") }
    }
    .gender = neut
# source-hash: 0704b80e2191
-continent-africa =
    { $case ->
       *[nom] { -africa }
        [acc] { -africa(case: "acc") }
        [dat] { -africa(case: "dat") }
        [gen] { -africa(case: "gen") }
    }
    .gender = neut
# source-hash: 536ea257e43b
-continent-asia =
    { $case ->
       *[nom] { -asia }
        [acc] { -asia(case: "acc") }
        [dat] { -asia(case: "dat") }
        [gen] { -asia(case: "gen") }
    }
    .gender = neut
# source-hash: fa0b308fc85d
-continent-australia =
    { $case ->
       *[nom] { -australia }
        [acc] { -australia(case: "acc") }
        [dat] { -australia(case: "dat") }
        [gen] { -australia(case: "gen") }
    }
    .gender = neut
# source-hash: 0676acfab90a
-location-underground =
    { $case ->
       *[nom] { -underground }
        [acc] { -underground(case: "acc") }
        [dat] { -underground(case: "dat") }
        [gen] { -underground(case: "gen") }
    }
    .gender = masc
# source-hash: 39c80af22f32
-location-hoodlum-hospital =
    { $case ->
       *[nom] { -hoodlum-hospital }
        [acc] { -hoodlum-hospital(case: "acc") }
        [dat] { -hoodlum-hospital(case: "dat") }
        [gen] { -hoodlum-hospital(case: "gen") }
    }
    .gender = fem
# source-hash: a3f38ee026a3
-location-lucifers-lounge =
    { $case ->
       *[nom] { -lucifers-lounge }
        [acc] { -lucifers-lounge(case: "acc") }
        [dat] { -lucifers-lounge(case: "dat") }
        [gen] { -lucifers-lounge(case: "gen") }
    }
    .gender = fem
# source-hash: 99d3fb08e1d7
-room-type-action = Aktionsraum
    .gender = masc
# source-hash: a948ecc4387f
-room-type-contract = Auftragsraum
    .gender = masc

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 2edda6a4cc0c
-game-title = Maniacal
# source-hash: de3f3ad78ad6
-deck-contracts = Aufträge
# source-hash: 9c86346a6b14
-deck-finales = Finale
# source-hash: eb602224f083
-deck-henchmen = Handlanger
# source-hash: 50e289d6f858
-deck-heroes = Helden
# source-hash: 0979924ab296
-deck-mercenaries = Söldner
# source-hash: 02997e1c21ae
-deck-powers = Kräfte
# source-hash: 5a2cafd42669
-deck-rooms = Räume
# source-hash: 2eb9238024c5
-deck-schemes = Pläne
