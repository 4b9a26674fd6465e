# Champions of Midgard: the termbase (German). Forms by $case: nom acc dat gen, and the same with
# "-pl" for a counted noun; .gender (masc, fem, neut, pl).

## Resources (B.41)

-glory = { $case ->
   *[nom] Ruhm
    [acc] Ruhm
    [dat] Ruhm
    [gen] Ruhms
 }
    .gender = masc
-favor = { $case ->
   *[nom] Gunst
    [acc] Gunst
    [dat] Gunst
    [gen] Gunst
 }
    .gender = fem
-blame = { $case ->
   *[nom] Schande
    [acc] Schande
    [dat] Schande
    [gen] Schande
 }
    .gender = fem
-food = { $case ->
   *[nom] Nahrung
    [acc] Nahrung
    [dat] Nahrung
    [gen] Nahrung
 }
    .gender = fem
-wood = { $case ->
   *[nom] Holz
    [acc] Holz
    [dat] Holz
    [gen] Holzes
 }
    .gender = neut
-coin = { $case ->
   *[nom] Münze
    [acc] Münze
    [dat] Münze
    [gen] Münze
    [nom-pl] Münzen
    [acc-pl] Münzen
    [dat-pl] Münzen
    [gen-pl] Münzen
 }
    .gender = fem

## Warriors and dice (B.45)

-warrior = { $case ->
   *[nom] Krieger
    [acc] Krieger
    [dat] Krieger
    [gen] Kriegers
    [nom-pl] Krieger
    [acc-pl] Krieger
    [dat-pl] Kriegern
    [gen-pl] Krieger
 }
    .gender = masc
-swordsman = { $case ->
   *[nom] Schwertkämpfer
    [acc] Schwertkämpfer
    [dat] Schwertkämpfer
    [gen] Schwertkämpfers
    [nom-pl] Schwertkämpfer
    [acc-pl] Schwertkämpfer
    [dat-pl] Schwertkämpfern
    [gen-pl] Schwertkämpfer
 }
    .gender = masc
-spearman = { $case ->
   *[nom] Speerkämpfer
    [acc] Speerkämpfer
    [dat] Speerkämpfer
    [gen] Speerkämpfers
    [nom-pl] Speerkämpfer
    [acc-pl] Speerkämpfer
    [dat-pl] Speerkämpfern
    [gen-pl] Speerkämpfer
 }
    .gender = masc
-axeman = { $case ->
   *[nom] Axtkämpfer
    [acc] Axtkämpfer
    [dat] Axtkämpfer
    [gen] Axtkämpfers
    [nom-pl] Axtkämpfer
    [acc-pl] Axtkämpfer
    [dat-pl] Axtkämpfern
    [gen-pl] Axtkämpfer
 }
    .gender = masc
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
-hit = { $case ->
   *[nom] Treffer
    [acc] Treffer
    [dat] Treffer
    [gen] Treffers
    [nom-pl] Treffer
    [acc-pl] Treffer
    [dat-pl] Treffern
    [gen-pl] Treffer
 }
    .gender = masc
-double-hit = { $case ->
   *[nom] Doppeltreffer
    [acc] Doppeltreffer
    [dat] Doppeltreffer
    [gen] Doppeltreffers
    [nom-pl] Doppeltreffer
    [acc-pl] Doppeltreffer
    [dat-pl] Doppeltreffern
    [gen-pl] Doppeltreffer
 }
    .gender = masc
-shield = { $case ->
   *[nom] Schild
    [acc] Schild
    [dat] Schild
    [gen] Schilds
    [nom-pl] Schilde
    [acc-pl] Schilde
    [dat-pl] Schilden
    [gen-pl] Schilde
 }
    .gender = masc
-blank = { $case ->
   *[nom] Leerseite
    [acc] Leerseite
    [dat] Leerseite
    [gen] Leerseite
    [nom-pl] Leerseiten
    [acc-pl] Leerseiten
    [dat-pl] Leerseiten
    [gen-pl] Leerseiten
 }
    .gender = fem
-damage = { $case ->
   *[nom] Schaden
    [acc] Schaden
    [dat] Schaden
    [gen] Schadens
 }
    .gender = masc

## Enemies (B.46)

-enemy = { $case ->
   *[nom] Feind
    [acc] Feind
    [dat] Feind
    [gen] Feindes
    [nom-pl] Feinde
    [acc-pl] Feinde
    [dat-pl] Feinden
    [gen-pl] Feinde
 }
    .gender = masc
-troll = { $case ->
   *[nom] Troll
    [acc] Troll
    [dat] Troll
    [gen] Trolls
    [nom-pl] Trolle
    [acc-pl] Trolle
    [dat-pl] Trollen
    [gen-pl] Trolle
 }
    .gender = masc
-draugr = { $case ->
   *[nom] Draugr
    [acc] Draugr
    [dat] Draugr
    [gen] Draugrs
    [nom-pl] Draugr
    [acc-pl] Draugr
    [dat-pl] Draugr
    [gen-pl] Draugr
 }
    .gender = masc
-monster = { $case ->
   *[nom] Ungeheuer
    [acc] Ungeheuer
    [dat] Ungeheuer
    [gen] Ungeheuers
    [nom-pl] Ungeheuer
    [acc-pl] Ungeheuer
    [dat-pl] Ungeheuern
    [gen-pl] Ungeheuer
 }
    .gender = neut
-kraken = { $case ->
   *[nom] Krake
    [acc] Kraken
    [dat] Kraken
    [gen] Kraken
 }
    .gender = masc
-enemy-set = { $case ->
   *[nom] Feindesset
    [acc] Feindesset
    [dat] Feindesset
    [gen] Feindessets
    [nom-pl] Feindessets
    [acc-pl] Feindessets
    [dat-pl] Feindessets
    [gen-pl] Feindessets
 }
    .gender = neut

## Cards, pieces and places

-journey = { $case ->
   *[nom] Reisekarte
    [acc] Reisekarte
    [dat] Reisekarte
    [gen] Reisekarte
    [nom-pl] Reisekarten
    [acc-pl] Reisekarten
    [dat-pl] Reisekarten
    [gen-pl] Reisekarten
 }
    .gender = fem
-rune = { $case ->
   *[nom] Rune
    [acc] Rune
    [dat] Rune
    [gen] Rune
    [nom-pl] Runen
    [acc-pl] Runen
    [dat-pl] Runen
    [gen-pl] Runen
 }
    .gender = fem
-destiny = { $case ->
   *[nom] Schicksalskarte
    [acc] Schicksalskarte
    [dat] Schicksalskarte
    [gen] Schicksalskarte
    [nom-pl] Schicksalskarten
    [acc-pl] Schicksalskarten
    [dat-pl] Schicksalskarten
    [gen-pl] Schicksalskarten
 }
    .gender = fem
-merchant-ship = { $case ->
   *[nom] Handelsschiff
    [acc] Handelsschiff
    [dat] Handelsschiff
    [gen] Handelsschiffs
    [nom-pl] Handelsschiffe
    [acc-pl] Handelsschiffe
    [dat-pl] Handelsschiffen
    [gen-pl] Handelsschiffe
 }
    .gender = neut
-longship = { $case ->
   *[nom] Langschiff
    [acc] Langschiff
    [dat] Langschiff
    [gen] Langschiffs
    [nom-pl] Langschiffe
    [acc-pl] Langschiffe
    [dat-pl] Langschiffen
    [gen-pl] Langschiffe
 }
    .gender = neut
-worker = { $case ->
   *[nom] Arbeiter
    [acc] Arbeiter
    [dat] Arbeiter
    [gen] Arbeiters
    [nom-pl] Arbeiter
    [acc-pl] Arbeiter
    [dat-pl] Arbeitern
    [gen-pl] Arbeiter
 }
    .gender = masc
-leader = { $case ->
   *[nom] Anführer
    [acc] Anführer
    [dat] Anführer
    [gen] Anführers
 }
    .gender = masc
-first-player = { $case ->
   *[nom] Startspielermarker
    [acc] Startspielermarker
    [dat] Startspielermarker
    [gen] Startspielermarkers
 }
    .gender = masc
-market-stall = { $case ->
   *[nom] Marktstand
    [acc] Marktstand
    [dat] Marktstand
    [gen] Marktstands
 }
    .gender = masc
-space = { $case ->
   *[nom] Feld
    [acc] Feld
    [dat] Feld
    [gen] Feldes
 }
    .gender = neut
-combat = { $case ->
   *[nom] Kampf
    [acc] Kampf
    [dat] Kampf
    [gen] Kampfes
 }
    .gender = masc
-round = { $case ->
   *[nom] Runde
    [acc] Runde
    [dat] Runde
    [gen] Runde
 }
    .gender = fem

## Colours (B.51), said after "ist"; kinds of space (B.40); stalls

-red = { $case ->
   *[nom] rot
    [acc] rot
    [dat] rot
    [gen] rot
 }
-yellow = { $case ->
   *[nom] gelb
    [acc] gelb
    [dat] gelb
    [gen] gelb
 }
-blue = { $case ->
   *[nom] blau
    [acc] blau
    [dat] blau
    [gen] blau
 }
-brown = { $case ->
   *[nom] braun
    [acc] braun
    [dat] braun
    [gen] braun
 }
-military = { $case ->
   *[nom] Militärstand
    [acc] Militärstand
    [dat] Militärstand
    [gen] Militärstands
 }
    .gender = masc
-economic = { $case ->
   *[nom] Wirtschaftsstand
    [acc] Wirtschaftsstand
    [dat] Wirtschaftsstand
    [gen] Wirtschaftsstands
 }
    .gender = masc

## Card names: a title that is a phrase keeps one form in every case; .gender is its kind's noun's

-card-mid-l001 = { $case ->
   *[nom] Svanhild Schwertmaid
    [acc] Svanhild Schwertmaid
    [dat] Svanhild Schwertmaid
    [gen] Svanhild Schwertmaids
 }
    .gender = fem
-card-mid-l002 = { $case ->
   *[nom] Gylfi Seefest
    [acc] Gylfi Seefest
    [dat] Gylfi Seefest
    [gen] Gylfi Seefests
 }
    .gender = masc
-card-mid-w001 = { $case ->
   *[nom] Schwertkämpfer
    [acc] Schwertkämpfer
    [dat] Schwertkämpfer
    [gen] Schwertkämpfers
 }
    .gender = masc
-card-mid-w002 = { $case ->
   *[nom] Speerkämpfer
    [acc] Speerkämpfer
    [dat] Speerkämpfer
    [gen] Speerkämpfers
 }
    .gender = masc
-card-mid-w003 = { $case ->
   *[nom] Axtkämpfer
    [acc] Axtkämpfer
    [dat] Axtkämpfer
    [gen] Axtkämpfers
 }
    .gender = masc
-card-mid-o001 = { $case ->
   *[nom] Großes öffentliches Langschiff
    [acc] Großes öffentliches Langschiff
    [dat] Großem öffentlichem Langschiff
    [gen] Großen öffentlichen Langschiffs
 }
    .gender = neut
-card-mid-o002 = { $case ->
   *[nom] Seehengst
    [acc] Seehengst
    [dat] Seehengst
    [gen] Seehengsts
 }
    .gender = masc
-card-mid-k001 = { $case ->
   *[nom] Waffenständer
    [acc] Waffenständer
    [dat] Waffenständer
    [gen] Waffenständers
 }
    .gender = masc
-card-mid-b001 = { $case ->
   *[nom] Schmiede
    [acc] Schmiede
    [dat] Schmiede
    [gen] Schmiede
 }
    .gender = fem
-card-mid-b002 = { $case ->
   *[nom] Langhaus des Jarls
    [acc] Langhaus des Jarls
    [dat] Langhaus des Jarls
    [gen] Langhauses des Jarls
 }
    .gender = neut
-card-mid-b003 = { $case ->
   *[nom] Jagdgründe
    [acc] Jagdgründe
    [dat] Jagdgründen
    [gen] Jagdgründe
 }
    .gender = pl
-card-mid-b004 = { $case ->
   *[nom] Haus des Weisen
    [acc] Haus des Weisen
    [dat] Haus des Weisen
    [gen] Hauses des Weisen
 }
    .gender = neut
-card-mid-r001 = { $case ->
   *[nom] Rune der grimmigen Axt
    [acc] Rune der grimmigen Axt
    [dat] Rune der grimmigen Axt
    [gen] Rune der grimmigen Axt
 }
    .gender = fem
-card-mid-r002 = { $case ->
   *[nom] Rune des guten Windes
    [acc] Rune des guten Windes
    [dat] Rune des guten Windes
    [gen] Rune des guten Windes
 }
    .gender = fem
-card-mid-y001 = { $case ->
   *[nom] Draugrbann
    [acc] Draugrbann
    [dat] Draugrbann
    [gen] Draugrbanns
 }
    .gender = masc
-card-mid-y002 = { $case ->
   *[nom] Gut bevorratet
    [acc] Gut bevorratet
    [dat] Gut bevorratet
    [gen] Gut bevorratet
 }
    .gender = neut
-card-mid-s001 = { $case ->
   *[nom] Knorr aus Haithabu
    [acc] Knorr aus Haithabu
    [dat] Knorr aus Haithabu
    [gen] Knorr aus Haithabu
 }
    .gender = fem
-card-mid-t001 = { $case ->
   *[nom] Grummelbauch von der Zollbrücke
    [acc] Grummelbauch von der Zollbrücke
    [dat] Grummelbauch von der Zollbrücke
    [gen] Grummelbauchs von der Zollbrücke
 }
    .gender = masc
-card-mid-t002 = { $case ->
   *[nom] Alter Moosrücken
    [acc] Alten Moosrücken
    [dat] Altem Moosrücken
    [gen] Alten Moosrückens
 }
    .gender = masc
-card-mid-d001 = { $case ->
   *[nom] Grabunhold vom Grauen Hügel
    [acc] Grabunhold vom Grauen Hügel
    [dat] Grabunhold vom Grauen Hügel
    [gen] Grabunholds vom Grauen Hügel
 }
    .gender = masc
-card-mid-d002 = { $case ->
   *[nom] Klapperknochen-Plünderer
    [acc] Klapperknochen-Plünderer
    [dat] Klapperknochen-Plünderer
    [gen] Klapperknochen-Plünderers
 }
    .gender = masc
-card-mid-m001 = { $case ->
   *[nom] Sumpfwolfwurf
    [acc] Sumpfwolfwurf
    [dat] Sumpfwolfwurf
    [gen] Sumpfwolfwurfs
 }
    .gender = masc
-card-mid-m002 = { $case ->
   *[nom] Gezeitenwurm von Skerry
    [acc] Gezeitenwurm von Skerry
    [dat] Gezeitenwurm von Skerry
    [gen] Gezeitenwurms von Skerry
 }
    .gender = masc
-card-mid-j001 = { $case ->
   *[nom] Bö vor dem Fjord
    [acc] Bö vor dem Fjord
    [dat] Bö vor dem Fjord
    [gen] Bö vor dem Fjord
 }
    .gender = fem
-card-mid-j002 = { $case ->
   *[nom] Spiegelglatte See
    [acc] Spiegelglatte See
    [dat] Spiegelglatter See
    [gen] Spiegelglatter See
 }
    .gender = fem
-card-mid-j003 = { $case ->
   *[nom] Etwas Großes in der Tiefe
    [acc] Etwas Großes in der Tiefe
    [dat] Etwas Großes in der Tiefe
    [gen] Etwas Großes in der Tiefe
 }
    .gender = neut

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

-warrior-swordsman = { $case ->
   *[nom] { -swordsman }
    [acc] { -swordsman(case: "acc") }
    [dat] { -swordsman(case: "dat") }
    [gen] { -swordsman(case: "gen") }
    [nom-pl] { -swordsman(case: "nom-pl") }
    [acc-pl] { -swordsman(case: "acc-pl") }
    [dat-pl] { -swordsman(case: "dat-pl") }
    [gen-pl] { -swordsman(case: "gen-pl") }
 }
    .gender = masc
-warrior-spearman = { $case ->
   *[nom] { -spearman }
    [acc] { -spearman(case: "acc") }
    [dat] { -spearman(case: "dat") }
    [gen] { -spearman(case: "gen") }
    [nom-pl] { -spearman(case: "nom-pl") }
    [acc-pl] { -spearman(case: "acc-pl") }
    [dat-pl] { -spearman(case: "dat-pl") }
    [gen-pl] { -spearman(case: "gen-pl") }
 }
    .gender = masc
-warrior-axeman = { $case ->
   *[nom] { -axeman }
    [acc] { -axeman(case: "acc") }
    [dat] { -axeman(case: "dat") }
    [gen] { -axeman(case: "gen") }
    [nom-pl] { -axeman(case: "nom-pl") }
    [acc-pl] { -axeman(case: "acc-pl") }
    [dat-pl] { -axeman(case: "dat-pl") }
    [gen-pl] { -axeman(case: "gen-pl") }
 }
    .gender = masc
-resource-food = { $case ->
   *[nom] { -food }
    [acc] { -food(case: "acc") }
    [dat] { -food(case: "dat") }
    [gen] { -food(case: "gen") }
    [nom-pl] { -food }
    [acc-pl] { -food(case: "acc") }
    [dat-pl] { -food(case: "dat") }
    [gen-pl] { -food(case: "gen") }
 }
    .gender = fem
-resource-wood = { $case ->
   *[nom] { -wood }
    [acc] { -wood(case: "acc") }
    [dat] { -wood(case: "dat") }
    [gen] { -wood(case: "gen") }
    [nom-pl] { -wood }
    [acc-pl] { -wood(case: "acc") }
    [dat-pl] { -wood(case: "dat") }
    [gen-pl] { -wood(case: "gen") }
 }
    .gender = neut
-resource-coins = { $case ->
   *[nom] { -coin }
    [acc] { -coin(case: "acc") }
    [dat] { -coin(case: "dat") }
    [gen] { -coin(case: "gen") }
    [nom-pl] { -coin(case: "nom-pl") }
    [acc-pl] { -coin(case: "acc-pl") }
    [dat-pl] { -coin(case: "dat-pl") }
    [gen-pl] { -coin(case: "gen-pl") }
 }
    .gender = fem
-resource-favor = { $case ->
   *[nom] { -favor }
    [acc] { -favor(case: "acc") }
    [dat] { -favor(case: "dat") }
    [gen] { -favor(case: "gen") }
    [nom-pl] { -favor }
    [acc-pl] { -favor(case: "acc") }
    [dat-pl] { -favor(case: "dat") }
    [gen-pl] { -favor(case: "gen") }
 }
    .gender = fem
-resource-blame = { $case ->
   *[nom] { -blame }
    [acc] { -blame(case: "acc") }
    [dat] { -blame(case: "dat") }
    [gen] { -blame(case: "gen") }
    [nom-pl] { -blame }
    [acc-pl] { -blame(case: "acc") }
    [dat-pl] { -blame(case: "dat") }
    [gen-pl] { -blame(case: "gen") }
 }
    .gender = fem
-resource-glory = { $case ->
   *[nom] { -glory }
    [acc] { -glory(case: "acc") }
    [dat] { -glory(case: "dat") }
    [gen] { -glory(case: "gen") }
    [nom-pl] { -glory }
    [acc-pl] { -glory(case: "acc") }
    [dat-pl] { -glory(case: "dat") }
    [gen-pl] { -glory(case: "gen") }
 }
    .gender = masc
-goods-food = { $case ->
   *[nom] { -food }
    [acc] { -food(case: "acc") }
    [dat] { -food(case: "dat") }
    [gen] { -food(case: "gen") }
    [nom-pl] { -food }
    [acc-pl] { -food(case: "acc") }
    [dat-pl] { -food(case: "dat") }
    [gen-pl] { -food(case: "gen") }
 }
    .gender = fem
-goods-wood = { $case ->
   *[nom] { -wood }
    [acc] { -wood(case: "acc") }
    [dat] { -wood(case: "dat") }
    [gen] { -wood(case: "gen") }
    [nom-pl] { -wood }
    [acc-pl] { -wood(case: "acc") }
    [dat-pl] { -wood(case: "dat") }
    [gen-pl] { -wood(case: "gen") }
 }
    .gender = neut
-goods-coins = { $case ->
   *[nom] { -coin }
    [acc] { -coin(case: "acc") }
    [dat] { -coin(case: "dat") }
    [gen] { -coin(case: "gen") }
    [nom-pl] { -coin(case: "nom-pl") }
    [acc-pl] { -coin(case: "acc-pl") }
    [dat-pl] { -coin(case: "dat-pl") }
    [gen-pl] { -coin(case: "gen-pl") }
 }
    .gender = fem
-goods-favor = { $case ->
   *[nom] { -favor }
    [acc] { -favor(case: "acc") }
    [dat] { -favor(case: "dat") }
    [gen] { -favor(case: "gen") }
    [nom-pl] { -favor }
    [acc-pl] { -favor(case: "acc") }
    [dat-pl] { -favor(case: "dat") }
    [gen-pl] { -favor(case: "gen") }
 }
    .gender = fem
-face-hit = { $case ->
   *[nom] { -hit }
    [acc] { -hit(case: "acc") }
    [dat] { -hit(case: "dat") }
    [gen] { -hit(case: "gen") }
    [nom-pl] { -hit(case: "nom-pl") }
    [acc-pl] { -hit(case: "acc-pl") }
    [dat-pl] { -hit(case: "dat-pl") }
    [gen-pl] { -hit(case: "gen-pl") }
 }
    .gender = masc
-face-double-hit = { $case ->
   *[nom] { -double-hit }
    [acc] { -double-hit(case: "acc") }
    [dat] { -double-hit(case: "dat") }
    [gen] { -double-hit(case: "gen") }
    [nom-pl] { -double-hit(case: "nom-pl") }
    [acc-pl] { -double-hit(case: "acc-pl") }
    [dat-pl] { -double-hit(case: "dat-pl") }
    [gen-pl] { -double-hit(case: "gen-pl") }
 }
    .gender = masc
-face-shield = { $case ->
   *[nom] { -shield }
    [acc] { -shield(case: "acc") }
    [dat] { -shield(case: "dat") }
    [gen] { -shield(case: "gen") }
    [nom-pl] { -shield(case: "nom-pl") }
    [acc-pl] { -shield(case: "acc-pl") }
    [dat-pl] { -shield(case: "dat-pl") }
    [gen-pl] { -shield(case: "gen-pl") }
 }
    .gender = masc
-face-blank = { $case ->
   *[nom] { -blank }
    [acc] { -blank(case: "acc") }
    [dat] { -blank(case: "dat") }
    [gen] { -blank(case: "gen") }
    [nom-pl] { -blank(case: "nom-pl") }
    [acc-pl] { -blank(case: "acc-pl") }
    [dat-pl] { -blank(case: "dat-pl") }
    [gen-pl] { -blank(case: "gen-pl") }
 }
    .gender = fem
-enemy-troll = { $case ->
   *[nom] { -troll }
    [acc] { -troll(case: "acc") }
    [dat] { -troll(case: "dat") }
    [gen] { -troll(case: "gen") }
    [nom-pl] { -troll(case: "nom-pl") }
    [acc-pl] { -troll(case: "acc-pl") }
    [dat-pl] { -troll(case: "dat-pl") }
    [gen-pl] { -troll(case: "gen-pl") }
 }
    .gender = masc
-enemy-draugr = { $case ->
   *[nom] { -draugr }
    [acc] { -draugr(case: "acc") }
    [dat] { -draugr(case: "dat") }
    [gen] { -draugr(case: "gen") }
    [nom-pl] { -draugr(case: "nom-pl") }
    [acc-pl] { -draugr(case: "acc-pl") }
    [dat-pl] { -draugr(case: "dat-pl") }
    [gen-pl] { -draugr(case: "gen-pl") }
 }
    .gender = masc
-enemy-monster = { $case ->
   *[nom] { -monster }
    [acc] { -monster(case: "acc") }
    [dat] { -monster(case: "dat") }
    [gen] { -monster(case: "gen") }
    [nom-pl] { -monster(case: "nom-pl") }
    [acc-pl] { -monster(case: "acc-pl") }
    [dat-pl] { -monster(case: "dat-pl") }
    [gen-pl] { -monster(case: "gen-pl") }
 }
    .gender = neut
-enemy-kraken = { $case ->
   *[nom] { -kraken }
    [acc] { -kraken(case: "acc") }
    [dat] { -kraken(case: "dat") }
    [gen] { -kraken(case: "gen") }
 }
    .gender = masc
-colour-red = { $case ->
   *[nom] { -red }
    [acc] { -red(case: "acc") }
    [dat] { -red(case: "dat") }
    [gen] { -red(case: "gen") }
 }
-colour-yellow = { $case ->
   *[nom] { -yellow }
    [acc] { -yellow(case: "acc") }
    [dat] { -yellow(case: "dat") }
    [gen] { -yellow(case: "gen") }
 }
-colour-blue = { $case ->
   *[nom] { -blue }
    [acc] { -blue(case: "acc") }
    [dat] { -blue(case: "dat") }
    [gen] { -blue(case: "gen") }
 }
-stall-military = { $case ->
   *[nom] { -military }
    [acc] { -military(case: "acc") }
    [dat] { -military(case: "dat") }
    [gen] { -military(case: "gen") }
 }
    .gender = masc
-stall-economic = { $case ->
   *[nom] { -economic }
    [acc] { -economic(case: "acc") }
    [dat] { -economic(case: "dat") }
    [gen] { -economic(case: "gen") }
 }
    .gender = masc

-space-brown = braun
-space-blue = blau
-space-red = rot

## What "the most" and "for each" count (B.55): -tally-<value>; "nom-pl" is the form after
## "am meisten", "dat-pl" the one after "Vorrat an", "acc" the one after "für jeden/jede/jedes"

-tally-food = { $case ->
   *[nom] Nahrung
    [acc] Nahrung
    [nom-pl] Nahrung
    [dat-pl] Nahrung
 }
    .gender = fem
-tally-wood = { $case ->
   *[nom] Holz
    [acc] Holz
    [nom-pl] Holz
    [dat-pl] Holz
 }
    .gender = neut
-tally-coins = { $case ->
   *[nom] Münze
    [acc] Münze
    [nom-pl] Münzen
    [dat-pl] Münzen
 }
    .gender = fem
-tally-favor = { $case ->
   *[nom] Gunst
    [acc] Gunst
    [nom-pl] Gunst
    [dat-pl] Gunst
 }
    .gender = fem
-tally-glory = { $case ->
   *[nom] Ruhm
    [acc] Ruhm
    [nom-pl] Ruhm
    [dat-pl] Ruhm
 }
    .gender = masc
-tally-blame = { $case ->
   *[nom] Schande
    [acc] Schande
    [nom-pl] Schande
    [dat-pl] Schande
 }
    .gender = fem
-tally-trolls = { $case ->
   *[nom] getöteter Troll
    [acc] getöteten Troll
    [nom-pl] getötete Trolle
    [dat-pl] getöteten Trollen
 }
    .gender = masc
-tally-draugr = { $case ->
   *[nom] getöteter Draugr
    [acc] getöteten Draugr
    [nom-pl] getötete Draugr
    [dat-pl] getöteten Draugr
 }
    .gender = masc
-tally-monsters = { $case ->
   *[nom] getötetes Ungeheuer
    [acc] getötetes Ungeheuer
    [nom-pl] getötete Ungeheuer
    [dat-pl] getöteten Ungeheuern
 }
    .gender = neut
-tally-enemies = { $case ->
   *[nom] getöteter Feind
    [acc] getöteten Feind
    [nom-pl] getötete Feinde
    [dat-pl] getöteten Feinden
 }
    .gender = masc
-tally-warriors = { $case ->
   *[nom] Kriegerwürfel
    [acc] Kriegerwürfel
    [nom-pl] Kriegerwürfel
    [dat-pl] Kriegerwürfeln
 }
    .gender = masc
-tally-runes = { $case ->
   *[nom] Rune
    [acc] Rune
    [nom-pl] Runen
    [dat-pl] Runen
 }
    .gender = fem
