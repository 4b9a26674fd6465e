# Champions of Midgard: the termbase (German). Forms by $case: nom acc dat gen, and the same with
# "-pl" for a counted noun; .gender (masc, fem, neut, pl).


## Resources (B.41)

# source-hash: ac3e6c213dd4
-glory =
    { $case ->
       *[nom] Ruhm
        [acc] Ruhm
        [dat] Ruhm
        [gen] Ruhms
    }
    .gender = masc
# source-hash: 2c25efeb5b4b
-favor =
    { $case ->
       *[nom] Gunst
        [acc] Gunst
        [dat] Gunst
        [gen] Gunst
    }
    .gender = fem
# source-hash: a076fe0298ff
-blame =
    { $case ->
       *[nom] Schande
        [acc] Schande
        [dat] Schande
        [gen] Schande
    }
    .gender = fem
# source-hash: 59cfaf38b178
-food =
    { $case ->
       *[nom] Nahrung
        [acc] Nahrung
        [dat] Nahrung
        [gen] Nahrung
    }
    .gender = fem
# source-hash: 406cb7c95541
-wood =
    { $case ->
       *[nom] Holz
        [acc] Holz
        [dat] Holz
        [gen] Holzes
    }
    .gender = neut
# source-hash: 6fff4bb90d0e
-coin =
    { $case ->
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

# source-hash: 8a5729441e7b
-warrior =
    { $case ->
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
# source-hash: a9673dda3314
-swordsman =
    { $case ->
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
# source-hash: 572c60f571dd
-spearman =
    { $case ->
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
# source-hash: 6aedc08a36a4
-axeman =
    { $case ->
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
# source-hash: 3f457b3ead15
-hit =
    { $case ->
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
# source-hash: 876549fd637a
-double-hit =
    { $case ->
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
# source-hash: e785231cf793
-shield =
    { $case ->
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
# source-hash: a07e8dbaa901
-blank =
    { $case ->
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
# source-hash: a44281d21b6c
-damage =
    { $case ->
       *[nom] Schaden
        [acc] Schaden
        [dat] Schaden
        [gen] Schadens
    }
    .gender = masc

## Enemies (B.46)

# source-hash: 656d6f0ee050
-enemy =
    { $case ->
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
# source-hash: 97af1f3b7d76
-troll =
    { $case ->
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
# source-hash: 0fa0fe23c69a
-draugr =
    { $case ->
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
# source-hash: 23186f48cc1e
-monster =
    { $case ->
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
# source-hash: 83104aa0e1c4
-kraken =
    { $case ->
       *[nom] Krake
        [acc] Kraken
        [dat] Kraken
        [gen] Kraken
    }
    .gender = masc
# source-hash: 879d3220e3d4
-enemy-set =
    { $case ->
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

# source-hash: d4f4b16c2bde
-journey =
    { $case ->
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
# source-hash: a0fa3f21eb32
-rune =
    { $case ->
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
# source-hash: df139d0b251a
-destiny =
    { $case ->
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
# source-hash: 709e10c2f72d
-merchant-ship =
    { $case ->
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
# source-hash: 66c023939a3c
-longship =
    { $case ->
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
# source-hash: 56fc19e89048
-worker =
    { $case ->
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
# source-hash: 556d7effce4d
-leader =
    { $case ->
       *[nom] Anführer
        [acc] Anführer
        [dat] Anführer
        [gen] Anführers
    }
    .gender = masc
# source-hash: 8ae446d0943f
-first-player =
    { $case ->
       *[nom] Startspielermarker
        [acc] Startspielermarker
        [dat] Startspielermarker
        [gen] Startspielermarkers
    }
    .gender = masc
# source-hash: 2050a0bf91a1
-market-stall =
    { $case ->
       *[nom] Marktstand
        [acc] Marktstand
        [dat] Marktstand
        [gen] Marktstands
    }
    .gender = masc
# source-hash: 642855ffff77
-space =
    { $case ->
       *[nom] Feld
        [acc] Feld
        [dat] Feld
        [gen] Feldes
    }
    .gender = neut
# source-hash: 11fcef27dc0e
-combat =
    { $case ->
       *[nom] Kampf
        [acc] Kampf
        [dat] Kampf
        [gen] Kampfes
    }
    .gender = masc
# source-hash: 7cb1c35f53b6
-round =
    { $case ->
       *[nom] Runde
        [acc] Runde
        [dat] Runde
        [gen] Runde
    }
    .gender = fem

## Colours (B.51), said after "ist"; kinds of space (B.40); stalls

# source-hash: 0d6dddf52bc8
-red =
    { $case ->
       *[nom] rot
        [acc] rot
        [dat] rot
        [gen] rot
    }
# source-hash: eb135e343d3b
-yellow =
    { $case ->
       *[nom] gelb
        [acc] gelb
        [dat] gelb
        [gen] gelb
    }
# source-hash: d2f36a2f1a9e
-blue =
    { $case ->
       *[nom] blau
        [acc] blau
        [dat] blau
        [gen] blau
    }
# source-hash: 9845dba949cb
-brown =
    { $case ->
       *[nom] braun
        [acc] braun
        [dat] braun
        [gen] braun
    }
# source-hash: 6cec9188779e
-military =
    { $case ->
       *[nom] Militärstand
        [acc] Militärstand
        [dat] Militärstand
        [gen] Militärstands
    }
    .gender = masc
# source-hash: 1d71e384960b
-economic =
    { $case ->
       *[nom] Wirtschaftsstand
        [acc] Wirtschaftsstand
        [dat] Wirtschaftsstand
        [gen] Wirtschaftsstands
    }
    .gender = masc

## Card names: a title that is a phrase keeps one form in every case; .gender is its kind's noun's

# source-hash: 7bdd90ccf03d
-card-mid-l001 =
    { $case ->
       *[nom] Svanhild Schwertmaid
        [acc] Svanhild Schwertmaid
        [dat] Svanhild Schwertmaid
        [gen] Svanhild Schwertmaids
    }
    .gender = fem
# source-hash: 55ea9864d7d6
-card-mid-l002 =
    { $case ->
       *[nom] Gylfi Seefest
        [acc] Gylfi Seefest
        [dat] Gylfi Seefest
        [gen] Gylfi Seefests
    }
    .gender = masc
# source-hash: 2d6234283c47
-card-mid-w001 =
    { $case ->
       *[nom] Schwertkämpfer
        [acc] Schwertkämpfer
        [dat] Schwertkämpfer
        [gen] Schwertkämpfers
    }
    .gender = masc
# source-hash: 873f9bcba882
-card-mid-w002 =
    { $case ->
       *[nom] Speerkämpfer
        [acc] Speerkämpfer
        [dat] Speerkämpfer
        [gen] Speerkämpfers
    }
    .gender = masc
# source-hash: 7d048f0e8b73
-card-mid-w003 =
    { $case ->
       *[nom] Axtkämpfer
        [acc] Axtkämpfer
        [dat] Axtkämpfer
        [gen] Axtkämpfers
    }
    .gender = masc
# source-hash: aa2fb52d299e
-card-mid-o001 =
    { $case ->
       *[nom] Großes öffentliches Langschiff
        [acc] Großes öffentliches Langschiff
        [dat] Großem öffentlichem Langschiff
        [gen] Großen öffentlichen Langschiffs
    }
    .gender = neut
# source-hash: dc23a47dcedc
-card-mid-o002 =
    { $case ->
       *[nom] Seehengst
        [acc] Seehengst
        [dat] Seehengst
        [gen] Seehengsts
    }
    .gender = masc
# source-hash: 0ddaa0f79d7f
-card-mid-k001 =
    { $case ->
       *[nom] Waffenständer
        [acc] Waffenständer
        [dat] Waffenständer
        [gen] Waffenständers
    }
    .gender = masc
# source-hash: 2cdabc3a9369
-card-mid-b001 =
    { $case ->
       *[nom] Schmiede
        [acc] Schmiede
        [dat] Schmiede
        [gen] Schmiede
    }
    .gender = fem
# source-hash: a4de396540ad
-card-mid-b002 =
    { $case ->
       *[nom] Langhaus des Jarls
        [acc] Langhaus des Jarls
        [dat] Langhaus des Jarls
        [gen] Langhauses des Jarls
    }
    .gender = neut
# source-hash: 3babcf5c8e51
-card-mid-b003 =
    { $case ->
       *[nom] Jagdgründe
        [acc] Jagdgründe
        [dat] Jagdgründen
        [gen] Jagdgründe
    }
    .gender = pl
# source-hash: 6d68fbdbde81
-card-mid-b004 =
    { $case ->
       *[nom] Haus des Weisen
        [acc] Haus des Weisen
        [dat] Haus des Weisen
        [gen] Hauses des Weisen
    }
    .gender = neut
# source-hash: 54ad1bc8b7a3
-card-mid-r001 =
    { $case ->
       *[nom] Rune der grimmigen Axt
        [acc] Rune der grimmigen Axt
        [dat] Rune der grimmigen Axt
        [gen] Rune der grimmigen Axt
    }
    .gender = fem
# source-hash: 3797792f9435
-card-mid-r002 =
    { $case ->
       *[nom] Rune des guten Windes
        [acc] Rune des guten Windes
        [dat] Rune des guten Windes
        [gen] Rune des guten Windes
    }
    .gender = fem
# source-hash: dd86e97749de
-card-mid-y001 =
    { $case ->
       *[nom] Draugrbann
        [acc] Draugrbann
        [dat] Draugrbann
        [gen] Draugrbanns
    }
    .gender = masc
# source-hash: 3ecbb1bc2fd2
-card-mid-y002 =
    { $case ->
       *[nom] Gut bevorratet
        [acc] Gut bevorratet
        [dat] Gut bevorratet
        [gen] Gut bevorratet
    }
    .gender = neut
# source-hash: a196e2312362
-card-mid-s001 =
    { $case ->
       *[nom] Knorr aus Haithabu
        [acc] Knorr aus Haithabu
        [dat] Knorr aus Haithabu
        [gen] Knorr aus Haithabu
    }
    .gender = fem
# source-hash: f9c30d52628e
-card-mid-t001 =
    { $case ->
       *[nom] Grummelbauch von der Zollbrücke
        [acc] Grummelbauch von der Zollbrücke
        [dat] Grummelbauch von der Zollbrücke
        [gen] Grummelbauchs von der Zollbrücke
    }
    .gender = masc
# source-hash: a5e835c71d87
-card-mid-t002 =
    { $case ->
       *[nom] Alter Moosrücken
        [acc] Alten Moosrücken
        [dat] Altem Moosrücken
        [gen] Alten Moosrückens
    }
    .gender = masc
# source-hash: 7de7611fb5c3
-card-mid-d001 =
    { $case ->
       *[nom] Grabunhold vom Grauen Hügel
        [acc] Grabunhold vom Grauen Hügel
        [dat] Grabunhold vom Grauen Hügel
        [gen] Grabunholds vom Grauen Hügel
    }
    .gender = masc
# source-hash: a69732a3994b
-card-mid-d002 =
    { $case ->
       *[nom] Klapperknochen-Plünderer
        [acc] Klapperknochen-Plünderer
        [dat] Klapperknochen-Plünderer
        [gen] Klapperknochen-Plünderers
    }
    .gender = masc
# source-hash: 0ef9545a63e4
-card-mid-m001 =
    { $case ->
       *[nom] Sumpfwolfwurf
        [acc] Sumpfwolfwurf
        [dat] Sumpfwolfwurf
        [gen] Sumpfwolfwurfs
    }
    .gender = masc
# source-hash: 275b96a82b70
-card-mid-m002 =
    { $case ->
       *[nom] Gezeitenwurm von Skerry
        [acc] Gezeitenwurm von Skerry
        [dat] Gezeitenwurm von Skerry
        [gen] Gezeitenwurms von Skerry
    }
    .gender = masc
# source-hash: 7331c70503e2
-card-mid-j001 =
    { $case ->
       *[nom] Bö vor dem Fjord
        [acc] Bö vor dem Fjord
        [dat] Bö vor dem Fjord
        [gen] Bö vor dem Fjord
    }
    .gender = fem
# source-hash: ef3280f24969
-card-mid-j002 =
    { $case ->
       *[nom] Spiegelglatte See
        [acc] Spiegelglatte See
        [dat] Spiegelglatter See
        [gen] Spiegelglatter See
    }
    .gender = fem
# source-hash: d8fd93a6e15a
-card-mid-j003 =
    { $case ->
       *[nom] Etwas Großes in der Tiefe
        [acc] Etwas Großes in der Tiefe
        [dat] Etwas Großes in der Tiefe
        [gen] Etwas Großes in der Tiefe
    }
    .gender = neut

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

# source-hash: 7d915f112020
-warrior-swordsman =
    { $case ->
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
# source-hash: 5a9a8f44d997
-warrior-spearman =
    { $case ->
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
# source-hash: 2db5af173864
-warrior-axeman =
    { $case ->
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
# source-hash: eb3b456dd8c2
-resource-food =
    { $case ->
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
# source-hash: 56ddc9b9b673
-resource-wood =
    { $case ->
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
# source-hash: 4e51def3fb81
-resource-coins =
    { $case ->
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
# source-hash: 0c915f34677e
-resource-favor =
    { $case ->
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
# source-hash: 712505d18798
-resource-blame =
    { $case ->
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
# source-hash: 9a8fedcc4ff5
-resource-glory =
    { $case ->
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
# source-hash: 0119abda9547
-goods-food =
    { $case ->
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
# source-hash: 83050e6f9408
-goods-wood =
    { $case ->
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
# source-hash: 2eb06cd8447e
-goods-coins =
    { $case ->
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
# source-hash: 150ce531e42b
-goods-favor =
    { $case ->
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
# source-hash: 9e64846198ee
-face-hit =
    { $case ->
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
# source-hash: 07bc70551cda
-face-double-hit =
    { $case ->
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
# source-hash: cbb14d3c66d9
-face-shield =
    { $case ->
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
# source-hash: c7c1f29efcda
-face-blank =
    { $case ->
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
# source-hash: 2aa037ab2dd2
-enemy-troll =
    { $case ->
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
# source-hash: 5c8beecacbff
-enemy-draugr =
    { $case ->
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
# source-hash: 3c2532c96c75
-enemy-monster =
    { $case ->
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
# source-hash: acc5a65b0137
-enemy-kraken =
    { $case ->
       *[nom] { -kraken }
        [acc] { -kraken(case: "acc") }
        [dat] { -kraken(case: "dat") }
        [gen] { -kraken(case: "gen") }
    }
    .gender = masc
# source-hash: 6354c0475641
-colour-red =
    { $case ->
       *[nom] { -red }
        [acc] { -red(case: "acc") }
        [dat] { -red(case: "dat") }
        [gen] { -red(case: "gen") }
    }
# source-hash: 7360898b645e
-colour-yellow =
    { $case ->
       *[nom] { -yellow }
        [acc] { -yellow(case: "acc") }
        [dat] { -yellow(case: "dat") }
        [gen] { -yellow(case: "gen") }
    }
# source-hash: 7373575ba1b5
-colour-blue =
    { $case ->
       *[nom] { -blue }
        [acc] { -blue(case: "acc") }
        [dat] { -blue(case: "dat") }
        [gen] { -blue(case: "gen") }
    }
# source-hash: e0de01b9ca2c
-stall-military =
    { $case ->
       *[nom] { -military }
        [acc] { -military(case: "acc") }
        [dat] { -military(case: "dat") }
        [gen] { -military(case: "gen") }
    }
    .gender = masc
# source-hash: 6ee2450142b8
-stall-economic =
    { $case ->
       *[nom] { -economic }
        [acc] { -economic(case: "acc") }
        [dat] { -economic(case: "dat") }
        [gen] { -economic(case: "gen") }
    }
    .gender = masc
# source-hash: 046bb7d0280c
-space-brown = braun
# source-hash: 945060aa1383
-space-blue = blau
# source-hash: 9bb00691b918
-space-red = rot

## What "the most" and "for each" count (B.55): -tally-<value>; "nom-pl" is the form after
## "am meisten", "dat-pl" the one after "Vorrat an", "acc" the one after "für jeden/jede/jedes"

# source-hash: d8c1464e6f99
-tally-food =
    { $case ->
       *[nom] Nahrung
        [acc] Nahrung
        [nom-pl] Nahrung
        [dat-pl] Nahrung
    }
    .gender = fem
# source-hash: d7a4f4969325
-tally-wood =
    { $case ->
       *[nom] Holz
        [acc] Holz
        [nom-pl] Holz
        [dat-pl] Holz
    }
    .gender = neut
# source-hash: 77ce0e766274
-tally-coins =
    { $case ->
       *[nom] Münze
        [acc] Münze
        [nom-pl] Münzen
        [dat-pl] Münzen
    }
    .gender = fem
# source-hash: de476ce1eab0
-tally-favor =
    { $case ->
       *[nom] Gunst
        [acc] Gunst
        [nom-pl] Gunst
        [dat-pl] Gunst
    }
    .gender = fem
# source-hash: 55ddd2b0f540
-tally-glory =
    { $case ->
       *[nom] Ruhm
        [acc] Ruhm
        [nom-pl] Ruhm
        [dat-pl] Ruhm
    }
    .gender = masc
# source-hash: 4cca7c7b2831
-tally-blame =
    { $case ->
       *[nom] Schande
        [acc] Schande
        [nom-pl] Schande
        [dat-pl] Schande
    }
    .gender = fem
# source-hash: 3926fcf9ae35
-tally-trolls =
    { $case ->
       *[nom] getöteter Troll
        [acc] getöteten Troll
        [nom-pl] getötete Trolle
        [dat-pl] getöteten Trollen
    }
    .gender = masc
# source-hash: 9e43f86bc33f
-tally-draugr =
    { $case ->
       *[nom] getöteter Draugr
        [acc] getöteten Draugr
        [nom-pl] getötete Draugr
        [dat-pl] getöteten Draugr
    }
    .gender = masc
# source-hash: ef8b8f69be3f
-tally-monsters =
    { $case ->
       *[nom] getötetes Ungeheuer
        [acc] getötetes Ungeheuer
        [nom-pl] getötete Ungeheuer
        [dat-pl] getöteten Ungeheuern
    }
    .gender = neut
# source-hash: 8481ee0be884
-tally-enemies =
    { $case ->
       *[nom] getöteter Feind
        [acc] getöteten Feind
        [nom-pl] getötete Feinde
        [dat-pl] getöteten Feinden
    }
    .gender = masc
# source-hash: cf36ce17f497
-tally-warriors =
    { $case ->
       *[nom] Kriegerwürfel
        [acc] Kriegerwürfel
        [nom-pl] Kriegerwürfel
        [dat-pl] Kriegerwürfeln
    }
    .gender = masc
# source-hash: 3cea2b692a8a
-tally-runes =
    { $case ->
       *[nom] Rune
        [acc] Rune
        [nom-pl] Runen
        [dat-pl] Runen
    }
    .gender = fem

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: d55af493d606
-game-title = Champions of Midgard
# source-hash: 5c0fdb1f7a69
-deck-destinies = Schicksale
# source-hash: febfb08e0be8
-deck-draugr = Draugr
# source-hash: 48ce26489690
-deck-journeys = Reisen
# source-hash: da3fada7a2a8
-deck-merchant-ships = Handelsschiffe
# source-hash: 13429fa497a7
-deck-monsters = Monster
# source-hash: 40e00ff9160c
-deck-runes = Runen
# source-hash: 2d754e17db74
-deck-stalls = Marktstände
# source-hash: 3ad75ae72710
-deck-trolls = Trolle
