# Champions of Midgard: the termbase (Spanish). Spanish has no cases: "nom" is the singular, "nom-pl"
# the plural of a counted noun; .gender (masc, fem) for the words that agree with it.


## Resources (B.41)

# source-hash: ac3e6c213dd4
-glory = Gloria
    .gender = fem
# source-hash: 2c25efeb5b4b
-favor = Favor
    .gender = masc
# source-hash: a076fe0298ff
-blame = Culpa
    .gender = fem
# source-hash: 59cfaf38b178
-food = comida
    .gender = fem
# source-hash: 406cb7c95541
-wood = madera
    .gender = fem
# source-hash: 6fff4bb90d0e
-coin =
    { $case ->
       *[nom] moneda
        [nom-pl] monedas
    }
    .gender = fem

## Warriors and dice (B.45)

# source-hash: 8a5729441e7b
-warrior =
    { $case ->
       *[nom] guerrero
        [nom-pl] guerreros
    }
    .gender = masc
# source-hash: a9673dda3314
-swordsman =
    { $case ->
       *[nom] espadachín
        [nom-pl] espadachines
    }
    .gender = masc
# source-hash: 572c60f571dd
-spearman =
    { $case ->
       *[nom] lancero
        [nom-pl] lanceros
    }
    .gender = masc
# source-hash: 6aedc08a36a4
-axeman =
    { $case ->
       *[nom] hachero
        [nom-pl] hacheros
    }
    .gender = masc
# source-hash: dae590ea8458
-die =
    { $case ->
       *[nom] dado
        [nom-pl] dados
    }
    .gender = masc
# source-hash: 3f457b3ead15
-hit =
    { $case ->
       *[nom] impacto
        [nom-pl] impactos
    }
    .gender = masc
# source-hash: 876549fd637a
-double-hit =
    { $case ->
       *[nom] impacto doble
        [nom-pl] impactos dobles
    }
    .gender = masc
# source-hash: e785231cf793
-shield =
    { $case ->
       *[nom] escudo
        [nom-pl] escudos
    }
    .gender = masc
# source-hash: a07e8dbaa901
-blank =
    { $case ->
       *[nom] cara vacía
        [nom-pl] caras vacías
    }
    .gender = fem
# source-hash: a44281d21b6c
-damage =
    { $case ->
       *[nom] daño
        [nom-pl] daños
    }
    .gender = masc

## Enemies (B.46)

# source-hash: 656d6f0ee050
-enemy =
    { $case ->
       *[nom] enemigo
        [nom-pl] enemigos
    }
    .gender = masc
# source-hash: 97af1f3b7d76
-troll =
    { $case ->
       *[nom] trol
        [nom-pl] troles
    }
    .gender = masc
# source-hash: 0fa0fe23c69a
-draugr =
    { $case ->
       *[nom] draugr
        [nom-pl] draugr
    }
    .gender = masc
# source-hash: 23186f48cc1e
-monster =
    { $case ->
       *[nom] monstruo
        [nom-pl] monstruos
    }
    .gender = masc
# source-hash: 83104aa0e1c4
-kraken = kraken
    .gender = masc
# source-hash: 879d3220e3d4
-enemy-set =
    { $case ->
       *[nom] juego de enemigos
        [nom-pl] juegos de enemigos
    }
    .gender = masc

## Cards, pieces and places

# source-hash: d4f4b16c2bde
-journey =
    { $case ->
       *[nom] carta de viaje
        [nom-pl] cartas de viaje
    }
    .gender = fem
# source-hash: a0fa3f21eb32
-rune =
    { $case ->
       *[nom] runa
        [nom-pl] runas
    }
    .gender = fem
# source-hash: df139d0b251a
-destiny =
    { $case ->
       *[nom] carta de destino
        [nom-pl] cartas de destino
    }
    .gender = fem
# source-hash: 709e10c2f72d
-merchant-ship =
    { $case ->
       *[nom] barco mercante
        [nom-pl] barcos mercantes
    }
    .gender = masc
# source-hash: 66c023939a3c
-longship =
    { $case ->
       *[nom] drakkar
        [nom-pl] drakkares
    }
    .gender = masc
# source-hash: 56fc19e89048
-worker =
    { $case ->
       *[nom] trabajador
        [nom-pl] trabajadores
    }
    .gender = masc
# source-hash: 556d7effce4d
-leader = líder
    .gender = masc
# source-hash: 8ae446d0943f
-first-player = marcador de jugador inicial
    .gender = masc
# source-hash: 2050a0bf91a1
-market-stall = puesto de mercado
    .gender = masc
# source-hash: 642855ffff77
-space = casilla
    .gender = fem
# source-hash: 11fcef27dc0e
-combat = combate
    .gender = masc
# source-hash: 7cb1c35f53b6
-round = ronda
    .gender = fem

## Colours (B.51), agreeing with "enemigo"; kinds of space (B.40); stalls

# source-hash: 0d6dddf52bc8
-red = rojo
# source-hash: eb135e343d3b
-yellow = amarillo
# source-hash: d2f36a2f1a9e
-blue = azul
# source-hash: 9845dba949cb
-brown = marrón
# source-hash: 6cec9188779e
-military = militar
# source-hash: 1d71e384960b
-economic = económico

## Card names

# source-hash: 7bdd90ccf03d
-card-mid-l001 = Svanhild, Doncella de la Espada
    .gender = fem
# source-hash: 55ea9864d7d6
-card-mid-l002 = Gylfi el Marinero
    .gender = masc
# source-hash: 2d6234283c47
-card-mid-w001 = Espadachín
    .gender = masc
# source-hash: 873f9bcba882
-card-mid-w002 = Lancero
    .gender = masc
# source-hash: 7d048f0e8b73
-card-mid-w003 = Hachero
    .gender = masc
# source-hash: aa2fb52d299e
-card-mid-o001 = Gran drakkar público
    .gender = masc
# source-hash: dc23a47dcedc
-card-mid-o002 = Corcel del Mar
    .gender = masc
# source-hash: 0ddaa0f79d7f
-card-mid-k001 = Estante de armas
    .gender = masc
# source-hash: 2cdabc3a9369
-card-mid-b001 = Herrería
    .gender = fem
# source-hash: a4de396540ad
-card-mid-b002 = Casa larga del jarl
    .gender = fem
# source-hash: 3babcf5c8e51
-card-mid-b003 = Terrenos de caza
    .gender = masc
# source-hash: 6d68fbdbde81
-card-mid-b004 = Casa del sabio
    .gender = fem
# source-hash: 54ad1bc8b7a3
-card-mid-r001 = Runa del hacha sombría
    .gender = fem
# source-hash: 3797792f9435
-card-mid-r002 = Runa de los vientos propicios
    .gender = fem
# source-hash: dd86e97749de
-card-mid-y001 = Azote de los draugr
    .gender = masc
# source-hash: 3ecbb1bc2fd2
-card-mid-y002 = Bien abastecido
    .gender = masc
# source-hash: a196e2312362
-card-mid-s001 = Knarr de Hedeby
    .gender = masc
# source-hash: f9c30d52628e
-card-mid-t001 = Ruidotripa del Puente del Peaje
    .gender = masc
# source-hash: a5e835c71d87
-card-mid-t002 = Viejo Lomo de Musgo
    .gender = masc
# source-hash: 7de7611fb5c3
-card-mid-d001 = Espectro del túmulo del Cerro Gris
    .gender = masc
# source-hash: a69732a3994b
-card-mid-d002 = Saqueador Traquetahuesos
    .gender = masc
# source-hash: 0ef9545a63e4
-card-mid-m001 = Camada de lobos del pantano
    .gender = fem
# source-hash: 275b96a82b70
-card-mid-m002 = Sierpe de las mareas de Skerry
    .gender = fem
# source-hash: 7331c70503e2
-card-mid-j001 = Turbonada frente al fiordo
    .gender = fem
# source-hash: ef3280f24969
-card-mid-j002 = Calma de cristal
    .gender = fem
# source-hash: d8fd93a6e15a
-card-mid-j003 = Algo grande ahí abajo
    .gender = masc

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

# source-hash: 7d915f112020
-warrior-swordsman =
    { $case ->
       *[nom] { -swordsman }
        [nom-pl] { -swordsman(case: "nom-pl") }
    }
    .gender = masc
# source-hash: 5a9a8f44d997
-warrior-spearman =
    { $case ->
       *[nom] { -spearman }
        [nom-pl] { -spearman(case: "nom-pl") }
    }
    .gender = masc
# source-hash: 2db5af173864
-warrior-axeman =
    { $case ->
       *[nom] { -axeman }
        [nom-pl] { -axeman(case: "nom-pl") }
    }
    .gender = masc
# source-hash: eb3b456dd8c2
-resource-food =
    { $case ->
       *[nom] { -food }
        [nom-pl] { -food }
    }
    .gender = fem
# source-hash: 56ddc9b9b673
-resource-wood =
    { $case ->
       *[nom] { -wood }
        [nom-pl] { -wood }
    }
    .gender = fem
# source-hash: 4e51def3fb81
-resource-coins =
    { $case ->
       *[nom] { -coin }
        [nom-pl] { -coin(case: "nom-pl") }
    }
    .gender = fem
# source-hash: 0c915f34677e
-resource-favor =
    { $case ->
       *[nom] { -favor }
        [nom-pl] { -favor }
    }
    .gender = masc
# source-hash: 712505d18798
-resource-blame =
    { $case ->
       *[nom] { -blame }
        [nom-pl] { -blame }
    }
    .gender = fem
# source-hash: 9a8fedcc4ff5
-resource-glory =
    { $case ->
       *[nom] { -glory }
        [nom-pl] { -glory }
    }
    .gender = fem
# source-hash: 0119abda9547
-goods-food =
    { $case ->
       *[nom] { -food }
        [nom-pl] { -food }
    }
    .gender = fem
# source-hash: 83050e6f9408
-goods-wood =
    { $case ->
       *[nom] { -wood }
        [nom-pl] { -wood }
    }
    .gender = fem
# source-hash: 2eb06cd8447e
-goods-coins =
    { $case ->
       *[nom] { -coin }
        [nom-pl] { -coin(case: "nom-pl") }
    }
    .gender = fem
# source-hash: 150ce531e42b
-goods-favor =
    { $case ->
       *[nom] { -favor }
        [nom-pl] { -favor }
    }
    .gender = masc
# source-hash: 9e64846198ee
-face-hit =
    { $case ->
       *[nom] { -hit }
        [nom-pl] { -hit(case: "nom-pl") }
    }
    .gender = masc
# source-hash: 07bc70551cda
-face-double-hit =
    { $case ->
       *[nom] { -double-hit }
        [nom-pl] { -double-hit(case: "nom-pl") }
    }
    .gender = masc
# source-hash: cbb14d3c66d9
-face-shield =
    { $case ->
       *[nom] { -shield }
        [nom-pl] { -shield(case: "nom-pl") }
    }
    .gender = masc
# source-hash: c7c1f29efcda
-face-blank =
    { $case ->
       *[nom] { -blank }
        [nom-pl] { -blank(case: "nom-pl") }
    }
    .gender = fem
# source-hash: 2aa037ab2dd2
-enemy-troll =
    { $case ->
       *[nom] { -troll }
        [nom-pl] { -troll(case: "nom-pl") }
    }
    .gender = masc
# source-hash: 5c8beecacbff
-enemy-draugr =
    { $case ->
       *[nom] { -draugr }
        [nom-pl] { -draugr(case: "nom-pl") }
    }
    .gender = masc
# source-hash: 3c2532c96c75
-enemy-monster =
    { $case ->
       *[nom] { -monster }
        [nom-pl] { -monster(case: "nom-pl") }
    }
    .gender = masc
# source-hash: acc5a65b0137
-enemy-kraken = { -kraken }
    .gender = masc
# source-hash: 6354c0475641
-colour-red = { -red }
# source-hash: 7360898b645e
-colour-yellow = { -yellow }
# source-hash: 7373575ba1b5
-colour-blue = { -blue }
# source-hash: e0de01b9ca2c
-stall-military = { -military }
# source-hash: 6ee2450142b8
-stall-economic = { -economic }
# source-hash: 046bb7d0280c
-space-brown = marrón
# source-hash: 945060aa1383
-space-blue = azul
# source-hash: 9bb00691b918
-space-red = roja

## What "the most" and "for each" count (B.55): -tally-<value>; "nom" after "más", "sg" (one of
## it) after "por cada"

# source-hash: d8c1464e6f99
-tally-food =
    { $case ->
       *[nom] comida
        [sg] unidad de comida
    }
    .gender = fem
# source-hash: d7a4f4969325
-tally-wood =
    { $case ->
       *[nom] madera
        [sg] unidad de madera
    }
    .gender = fem
# source-hash: 77ce0e766274
-tally-coins =
    { $case ->
       *[nom] monedas
        [sg] moneda
    }
    .gender = fem
# source-hash: de476ce1eab0
-tally-favor =
    { $case ->
       *[nom] Favor
        [sg] punto de Favor
    }
    .gender = masc
# source-hash: 55ddd2b0f540
-tally-glory =
    { $case ->
       *[nom] Gloria
        [sg] punto de Gloria
    }
    .gender = fem
# source-hash: 4cca7c7b2831
-tally-blame =
    { $case ->
       *[nom] Culpa
        [sg] ficha de Culpa
    }
    .gender = fem
# source-hash: 3926fcf9ae35
-tally-trolls =
    { $case ->
       *[nom] troles matados
        [sg] trol matado
    }
    .gender = masc
# source-hash: 9e43f86bc33f
-tally-draugr =
    { $case ->
       *[nom] draugr matados
        [sg] draugr matado
    }
    .gender = masc
# source-hash: ef8b8f69be3f
-tally-monsters =
    { $case ->
       *[nom] monstruos matados
        [sg] monstruo matado
    }
    .gender = masc
# source-hash: 8481ee0be884
-tally-enemies =
    { $case ->
       *[nom] enemigos matados
        [sg] enemigo matado
    }
    .gender = masc
# source-hash: cf36ce17f497
-tally-warriors =
    { $case ->
       *[nom] dados de guerrero
        [sg] dado de guerrero
    }
    .gender = masc
# source-hash: 3cea2b692a8a
-tally-runes =
    { $case ->
       *[nom] runas
        [sg] runa
    }
    .gender = fem

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: d55af493d606
-game-title = Campeones de Midgard
# source-hash: 5c0fdb1f7a69
-deck-destinies = Destinos
# source-hash: febfb08e0be8
-deck-draugr = Draugr
# source-hash: 48ce26489690
-deck-journeys = Travesías
# source-hash: da3fada7a2a8
-deck-merchant-ships = Barcos mercantes
# source-hash: 13429fa497a7
-deck-monsters = Monstruos
# source-hash: 40e00ff9160c
-deck-runes = Runas
# source-hash: 2d754e17db74
-deck-stalls = Puestos
# source-hash: 3ad75ae72710
-deck-trolls = Trols
