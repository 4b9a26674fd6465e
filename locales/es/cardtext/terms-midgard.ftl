# Champions of Midgard: the termbase (Spanish). Spanish has no cases: "nom" is the singular, "nom-pl"
# the plural of a counted noun; .gender (masc, fem) for the words that agree with it.

## Resources (B.41)

-glory = Gloria
    .gender = fem
-favor = Favor
    .gender = masc
-blame = Culpa
    .gender = fem
-food = comida
    .gender = fem
-wood = madera
    .gender = fem
-coin = { $case ->
   *[nom] moneda
    [nom-pl] monedas
 }
    .gender = fem

## Warriors and dice (B.45)

-warrior = { $case ->
   *[nom] guerrero
    [nom-pl] guerreros
 }
    .gender = masc
-swordsman = { $case ->
   *[nom] espadachín
    [nom-pl] espadachines
 }
    .gender = masc
-spearman = { $case ->
   *[nom] lancero
    [nom-pl] lanceros
 }
    .gender = masc
-axeman = { $case ->
   *[nom] hachero
    [nom-pl] hacheros
 }
    .gender = masc
-die = { $case ->
   *[nom] dado
    [nom-pl] dados
 }
    .gender = masc
-hit = { $case ->
   *[nom] impacto
    [nom-pl] impactos
 }
    .gender = masc
-double-hit = { $case ->
   *[nom] impacto doble
    [nom-pl] impactos dobles
 }
    .gender = masc
-shield = { $case ->
   *[nom] escudo
    [nom-pl] escudos
 }
    .gender = masc
-blank = { $case ->
   *[nom] cara vacía
    [nom-pl] caras vacías
 }
    .gender = fem
-damage = { $case ->
   *[nom] daño
    [nom-pl] daños
 }
    .gender = masc

## Enemies (B.46)

-enemy = { $case ->
   *[nom] enemigo
    [nom-pl] enemigos
 }
    .gender = masc
-troll = { $case ->
   *[nom] trol
    [nom-pl] troles
 }
    .gender = masc
-draugr = { $case ->
   *[nom] draugr
    [nom-pl] draugr
 }
    .gender = masc
-monster = { $case ->
   *[nom] monstruo
    [nom-pl] monstruos
 }
    .gender = masc
-kraken = kraken
    .gender = masc
-enemy-set = { $case ->
   *[nom] juego de enemigos
    [nom-pl] juegos de enemigos
 }
    .gender = masc

## Cards, pieces and places

-journey = { $case ->
   *[nom] carta de viaje
    [nom-pl] cartas de viaje
 }
    .gender = fem
-rune = { $case ->
   *[nom] runa
    [nom-pl] runas
 }
    .gender = fem
-destiny = { $case ->
   *[nom] carta de destino
    [nom-pl] cartas de destino
 }
    .gender = fem
-merchant-ship = { $case ->
   *[nom] barco mercante
    [nom-pl] barcos mercantes
 }
    .gender = masc
-longship = { $case ->
   *[nom] drakkar
    [nom-pl] drakkares
 }
    .gender = masc
-worker = { $case ->
   *[nom] trabajador
    [nom-pl] trabajadores
 }
    .gender = masc
-leader = líder
    .gender = masc
-first-player = marcador de jugador inicial
    .gender = masc
-market-stall = puesto de mercado
    .gender = masc
-space = casilla
    .gender = fem
-combat = combate
    .gender = masc
-round = ronda
    .gender = fem

## Colours (B.51), agreeing with "enemigo"; kinds of space (B.40); stalls

-red = rojo
-yellow = amarillo
-blue = azul
-brown = marrón
-military = militar
-economic = económico

## Card names

-card-mid-l001 = Svanhild, Doncella de la Espada
    .gender = fem
-card-mid-l002 = Gylfi el Marinero
    .gender = masc
-card-mid-w001 = Espadachín
    .gender = masc
-card-mid-w002 = Lancero
    .gender = masc
-card-mid-w003 = Hachero
    .gender = masc
-card-mid-o001 = Gran drakkar público
    .gender = masc
-card-mid-o002 = Corcel del Mar
    .gender = masc
-card-mid-k001 = Estante de armas
    .gender = masc
-card-mid-b001 = Herrería
    .gender = fem
-card-mid-b002 = Casa larga del jarl
    .gender = fem
-card-mid-b003 = Terrenos de caza
    .gender = masc
-card-mid-b004 = Casa del sabio
    .gender = fem
-card-mid-r001 = Runa del hacha sombría
    .gender = fem
-card-mid-r002 = Runa de los vientos propicios
    .gender = fem
-card-mid-y001 = Azote de los draugr
    .gender = masc
-card-mid-y002 = Bien abastecido
    .gender = masc
-card-mid-s001 = Knarr de Hedeby
    .gender = masc
-card-mid-t001 = Ruidotripa del Puente del Peaje
    .gender = masc
-card-mid-t002 = Viejo Lomo de Musgo
    .gender = masc
-card-mid-d001 = Espectro del túmulo del Cerro Gris
    .gender = masc
-card-mid-d002 = Saqueador Traquetahuesos
    .gender = masc
-card-mid-m001 = Camada de lobos del pantano
    .gender = fem
-card-mid-m002 = Sierpe de las mareas de Skerry
    .gender = fem
-card-mid-j001 = Turbonada frente al fiordo
    .gender = fem
-card-mid-j002 = Calma de cristal
    .gender = fem
-card-mid-j003 = Algo grande ahí abajo
    .gender = masc

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

-warrior-swordsman = { $case ->
   *[nom] { -swordsman }
    [nom-pl] { -swordsman(case: "nom-pl") }
 }
    .gender = masc
-warrior-spearman = { $case ->
   *[nom] { -spearman }
    [nom-pl] { -spearman(case: "nom-pl") }
 }
    .gender = masc
-warrior-axeman = { $case ->
   *[nom] { -axeman }
    [nom-pl] { -axeman(case: "nom-pl") }
 }
    .gender = masc
-resource-food = { $case ->
   *[nom] { -food }
    [nom-pl] { -food }
 }
    .gender = fem
-resource-wood = { $case ->
   *[nom] { -wood }
    [nom-pl] { -wood }
 }
    .gender = fem
-resource-coins = { $case ->
   *[nom] { -coin }
    [nom-pl] { -coin(case: "nom-pl") }
 }
    .gender = fem
-resource-favor = { $case ->
   *[nom] { -favor }
    [nom-pl] { -favor }
 }
    .gender = masc
-resource-blame = { $case ->
   *[nom] { -blame }
    [nom-pl] { -blame }
 }
    .gender = fem
-resource-glory = { $case ->
   *[nom] { -glory }
    [nom-pl] { -glory }
 }
    .gender = fem
-goods-food = { $case ->
   *[nom] { -food }
    [nom-pl] { -food }
 }
    .gender = fem
-goods-wood = { $case ->
   *[nom] { -wood }
    [nom-pl] { -wood }
 }
    .gender = fem
-goods-coins = { $case ->
   *[nom] { -coin }
    [nom-pl] { -coin(case: "nom-pl") }
 }
    .gender = fem
-goods-favor = { $case ->
   *[nom] { -favor }
    [nom-pl] { -favor }
 }
    .gender = masc
-face-hit = { $case ->
   *[nom] { -hit }
    [nom-pl] { -hit(case: "nom-pl") }
 }
    .gender = masc
-face-double-hit = { $case ->
   *[nom] { -double-hit }
    [nom-pl] { -double-hit(case: "nom-pl") }
 }
    .gender = masc
-face-shield = { $case ->
   *[nom] { -shield }
    [nom-pl] { -shield(case: "nom-pl") }
 }
    .gender = masc
-face-blank = { $case ->
   *[nom] { -blank }
    [nom-pl] { -blank(case: "nom-pl") }
 }
    .gender = fem
-enemy-troll = { $case ->
   *[nom] { -troll }
    [nom-pl] { -troll(case: "nom-pl") }
 }
    .gender = masc
-enemy-draugr = { $case ->
   *[nom] { -draugr }
    [nom-pl] { -draugr(case: "nom-pl") }
 }
    .gender = masc
-enemy-monster = { $case ->
   *[nom] { -monster }
    [nom-pl] { -monster(case: "nom-pl") }
 }
    .gender = masc
-enemy-kraken = { -kraken }
    .gender = masc
-colour-red = { -red }
-colour-yellow = { -yellow }
-colour-blue = { -blue }
-stall-military = { -military }
-stall-economic = { -economic }

-space-brown = marrón
-space-blue = azul
-space-red = roja

## What "the most" and "for each" count (B.55): -tally-<value>; "nom" after "más", "sg" (one of
## it) after "por cada"

-tally-food = { $case ->
   *[nom] comida
    [sg] unidad de comida
 }
    .gender = fem
-tally-wood = { $case ->
   *[nom] madera
    [sg] unidad de madera
 }
    .gender = fem
-tally-coins = { $case ->
   *[nom] monedas
    [sg] moneda
 }
    .gender = fem
-tally-favor = { $case ->
   *[nom] Favor
    [sg] punto de Favor
 }
    .gender = masc
-tally-glory = { $case ->
   *[nom] Gloria
    [sg] punto de Gloria
 }
    .gender = fem
-tally-blame = { $case ->
   *[nom] Culpa
    [sg] ficha de Culpa
 }
    .gender = fem
-tally-trolls = { $case ->
   *[nom] troles matados
    [sg] trol matado
 }
    .gender = masc
-tally-draugr = { $case ->
   *[nom] draugr matados
    [sg] draugr matado
 }
    .gender = masc
-tally-monsters = { $case ->
   *[nom] monstruos matados
    [sg] monstruo matado
 }
    .gender = masc
-tally-enemies = { $case ->
   *[nom] enemigos matados
    [sg] enemigo matado
 }
    .gender = masc
-tally-warriors = { $case ->
   *[nom] dados de guerrero
    [sg] dado de guerrero
 }
    .gender = masc
-tally-runes = { $case ->
   *[nom] runas
    [sg] runa
 }
    .gender = fem
