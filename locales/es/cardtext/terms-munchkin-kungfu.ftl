### Glosario de Munchkin Kung Fu: español. Lo que Kung Fu añade al glosario de la familia.


## Tipos de carta

# source-hash: 930f42bd9ac3
-kind-trap =
    { $case ->
       *[nom] Trampa
        [indef] una Trampa
    }
    .gender = fem
# source-hash: 2f113fec94c7
-kind-style =
    { $case ->
       *[nom] Estilo
        [indef] un Estilo
    }
    .gender = masc
# source-hash: 2e62ac94f0da
-kind-double-strike =
    { $case ->
       *[nom] Doble Golpe
        [indef] un Doble Golpe
    }
    .gender = masc
# source-hash: f6990c1c0a79
-kind-extra-style =
    { $case ->
       *[nom] Estilo Adicional
        [indef] un Estilo Adicional
    }
    .gender = masc
# source-hash: 5c84eb81d460
-kind-fan =
    { $case ->
       *[nom] Fan
        [indef] un Fan
    }
    .gender = masc

## Conjuntos de valores

# source-hash: a4f7a34268ab
-loss-style =
    { $case ->
       *[nom] Estilo
        [indef] un Estilo
    }
    .gender = masc
# source-hash: 1fe0b265e9f8
-loss-fan =
    { $case ->
       *[nom] Fan
        [indef] un Fan
    }
    .gender = masc
# source-hash: e97d6988d48d
-category-style = Estilo
    .gender = masc

## Clases

# source-hash: a2facd2efd18
-class-monk =
    { $case ->
       *[nom] Monje
        [indef] un Monje
        [pl] Monjes
    }
    .gender = masc
# source-hash: 13467f8d0add
-class-ninja =
    { $case ->
       *[nom] Ninja
        [indef] un Ninja
        [pl] Ninjas
    }
    .gender = masc
# source-hash: 4e4dc8f2426d
-class-samurai =
    { $case ->
       *[nom] Samurái
        [indef] un Samurái
        [pl] Samuráis
    }
    .gender = masc
# source-hash: 0cc64780a6da
-class-yakuza =
    { $case ->
       *[nom] Yakuza
        [indef] un Yakuza
        [pl] Yakuzas
    }
    .gender = masc

## Estilos

# source-hash: 2e4a97f15d80
-style-butterfly = Mariposa
# source-hash: 73345b2c8ad9
-style-crane = Grulla
# source-hash: 5877f89d75c4
-style-dragon-fist = Puño del Dragón
# source-hash: 87bd9cf34f26
-style-drunken = Puño Borracho
# source-hash: be7593a2284d
-style-iron-palm = Palma de Hierro
# source-hash: 857d14f7d399
-style-mantis = Mantis
# source-hash: 741a8884fbe6
-style-monkey = Mono
# source-hash: 423f8dba13b2
-style-serpent = Serpiente
# source-hash: 0c3ba0088ab7
-style-sloth = Perezoso
# source-hash: 7198569a6781
-style-tiger = Tigre

## Etiquetas

# source-hash: d6f8842df84c
-tag-hong-kong =
    { $case ->
       *[nom] monstruo de Hong Kong
        [indef] un monstruo de Hong Kong
        [pl] monstruos de Hong Kong
    }
    .gender = masc
# source-hash: 3baf9df57163
-tag-ninja =
    { $case ->
       *[nom] Ninja
        [indef] un Ninja
        [pl] Ninjas
    }
    .gender = masc
# source-hash: 14bd274597e9
-tag-robot =
    { $case ->
       *[nom] Robot
        [indef] un Robot
        [pl] Robots
    }
    .gender = masc
# source-hash: f4a941669ddb
-tag-spirit =
    { $case ->
       *[nom] Espíritu
        [indef] un Espíritu
        [pl] Espíritus
    }
    .gender = masc

## Cartas

# source-hash: a4bcf8c5a57a
-card-mkf-040 = Ninja de las Sombras de Saldo
    .gender = masc
# source-hash: 43c68f5ef491
-card-mkf-041 = Samurái de Honor Atrasado
    .gender = masc
# source-hash: bbffecdebc88
-card-mkf-042 = Monje de la Manga Extra
    .gender = masc
# source-hash: 693d4278444c
-card-mkf-043 = Yakuza con Promesa de Meñique
    .gender = masc
# source-hash: e304c4474b39
-card-mkf-100 = Entrenado por un Maestro Mucho Más Enfadado
    .gender = masc
# source-hash: 29a6b287c183
-card-mkf-101 = Encogido en la Lavadora
    .gender = masc
# source-hash: 7cb72d589c38
-card-mkf-102 = Pasado de Té Oolong
    .gender = masc
# source-hash: cb7ffdf5230d
-card-mkf-103 = Acosado por un Demonio de Bajo Presupuesto
    .gender = masc
# source-hash: 437a28f074c2
-card-mkf-104 = Pez de Colores Vengativo
    .gender = masc
# source-hash: a2a571e2d846
-card-mkf-105 = Se Le Olvidó el Guion
    .gender = masc
# source-hash: 9ed83f8cd910
-card-mkf-106 = Dojo Equivocado, Momento Justo
    .gender = masc
# source-hash: ed1991861904
-card-mkf-107 = Secuela No Invitada
    .gender = fem
# source-hash: 67afaad7fade
-card-mkf-108 = Puño Eco: Repetición
    .gender = masc
# source-hash: bb7d08b70e96
-card-mkf-109 = El Gemelo del que Nadie Habló
    .gender = masc
# source-hash: 93aefb5aef0d
-card-mkf-060 = Capucha de Pensamientos Sospechosamente Callados
    .gender = fem
# source-hash: df33ccec4a9b
-card-mkf-061 = Armadura Samurái de Alquiler, con Recargo por Demora
    .gender = fem
# source-hash: 3c3f8b6a432a
-card-mkf-062 = Pantuflas de Partida Repentina
    .gender = plur
# source-hash: 261f1be14beb
-card-mkf-063 = Chanclas de la Furia
    .gender = plur
# source-hash: e8a140d95a4f
-card-mkf-064 = Nunchakus de Autolesión Casi Siempre
    .gender = plur
# source-hash: 64ad188c4afb
-card-mkf-065 = Alabarda de Once Pies de Sobrecompensación
    .gender = fem
# source-hash: b0006d24a7cc
-card-mkf-066 = Katana Aún en Plástico de Burbujas
    .gender = fem
# source-hash: ecf3eea188b9
-card-mkf-067 = Cuentas de Oración de Iluminación Leve
    .gender = plur
# source-hash: 6f39d698e446
-card-mkf-068 = Manga Tatuada de Intimidación
    .gender = fem
# source-hash: 92ef586b423f
-card-mkf-069 = Gong de Bronce Casi Portátil
    .gender = masc
# source-hash: 6b1f38bbe4a7
-card-mkf-070 = Palillos de Violencia Precisa
    .gender = plur
# source-hash: d26b3d437bff
-card-mkf-071 = Escudo de Letrero de Neón
    .gender = masc
# source-hash: 784da392f468
-card-mkf-072 = Sombrero Cónico de Paja con Armadura de Guion
    .gender = masc
# source-hash: 468faf293829
-card-mkf-073 = Bandolera de Fichas de Mahjong
    .gender = fem
# source-hash: 5e3cda85cb58
-card-mkf-090 = Sobornó al Examinador de Cinturones
    .gender = masc
# source-hash: 8fc67a6ef8dc
-card-mkf-091 = Por Fin Leyó el Pergamino
    .gender = masc
# source-hash: 96820f13d4ca
-card-mkf-092 = Trofeo del Torneo Benéfico
    .gender = masc
# source-hash: 4f39d0990e62
-card-mkf-093 = Ganó un Duelo de Miradas a una Estatua
    .gender = masc
# source-hash: 59c854bdffb0
-card-mkf-001 = Tigre de Papel de la Tienda de Regalos
    .gender = masc
# source-hash: 77bd1ccd031d
-card-mkf-002 = Dumpling Enfurruñado
    .gender = masc
# source-hash: 73b6f6fd0dec
-card-mkf-003 = Subtítulos Desincronizados
    .gender = plur
# source-hash: 74365e64c877
-card-mkf-004 = Ninja Suplente n.º 7
    .gender = masc
# source-hash: 7d6c8d2da352
-card-mkf-005 = Gato Callejero que Gastó sus Nueve Vidas
    .gender = masc
# source-hash: 92ab20412a92
-card-mkf-006 = Banda de Secuaces Idénticos
    .gender = fem
# source-hash: bcbffa4912a9
-card-mkf-007 = Grulla Perezosa del Muelle de los Farolillos
    .gender = fem
# source-hash: 8cab209e8be6
-card-mkf-008 = Contable Vampiro Saltarín
    .gender = masc
# source-hash: fc481771a172
-card-mkf-009 = Matón Alimentado con Bambú
    .gender = masc
# source-hash: a7f63ba82a85
-card-mkf-010 = Sifu Rencoroso del Octavo Piso
    .gender = masc
# source-hash: 1afb17df86ee
-card-mkf-011 = Sicario de Neón de la Tríada
    .gender = masc
# source-hash: 897968f5bffa
-card-mkf-012 = Mimo de la Calle del Templo
    .gender = masc
# source-hash: 3fa5e9a0b33e
-card-mkf-013 = Conga de Jiangshi
    .gender = fem
# source-hash: 8aca72469acd
-card-mkf-014 = Abad de Hierro de los Nueve Gongs
    .gender = masc
# source-hash: 22b76d9c4334
-card-mkf-015 = Wok Consciente de la Perdición
    .gender = masc
# source-hash: 2475edbfe7a3
-card-mkf-016 = Mecha-Sensei 3000
    .gender = masc
# source-hash: 9053b9792929
-card-mkf-017 = Fantasma Hambriento Crítico de Bufés
    .gender = masc
# source-hash: 8502f310db79
-card-mkf-018 = Guardián del Templo que se Saltó el Día de Piernas
    .gender = masc
# source-hash: 5a33bd3739ec
-card-mkf-019 = Lord Bigote de la Fortaleza Flotante
    .gender = masc
# source-hash: 03e4091c1292
-card-mkf-020 = Casera de Nueve Colas
    .gender = fem
# source-hash: 14c72884b567
-card-mkf-021 = Maestro Borracho Milenario, Ahora Sobrio
    .gender = masc
# source-hash: d78625d8ad6e
-card-mkf-022 = El Jefe Final que lo Explica Todo
    .gender = masc
# source-hash: 4c1609134637
-card-mkf-117 = Tía Casamentera
    .gender = fem
# source-hash: a1cb4948721d
-card-mkf-080 = Bomba de Humo con Forma de Pato
    .gender = fem
# source-hash: d58ee2da31f6
-card-mkf-081 = Sobre de Salsa Misteriosa
    .gender = masc
# source-hash: ee87b19bc8b9
-card-mkf-082 = Grito de Guerra Ridículamente Largo
    .gender = masc
# source-hash: 0d9d3e09a75c
-card-mkf-083 = Doble de Riesgo Prestado
    .gender = masc
# source-hash: 9b6db6ddf5bd
-card-mkf-084 = Galleta de la Fortuna de Profecía Vaga
    .gender = fem
# source-hash: 29a10e3c5e74
-card-mkf-085 = Arnés de Wire-Fu
    .gender = masc
# source-hash: 46d81b4716d6
-card-mkf-086 = Bálsamo de Tigre de Origen Dudoso
    .gender = masc
# source-hash: cef1047cda69
-card-mkf-087 = Ristra de Petardos de Feria
    .gender = fem
# source-hash: 8b338ab5cbb5
-card-mkf-119 = Gancho de Arroz Pegajoso
    .gender = masc
# source-hash: 5aacdac194c5
-card-mkf-110 = Doble Titulación en Puñetazos
    .gender = fem
# source-hash: 760696c9303e
-card-mkf-111 = Curso por Correspondencia de un Segundo Estilo
    .gender = masc
# source-hash: ca7f1a8f34b0
-card-mkf-112 = Presidenta Demasiado Devota del Club de Fans
    .gender = fem
# source-hash: d60b87ef21e2
-card-mkf-113 = Chaval que Quiere Ser tu Aprendiz
    .gender = masc
# source-hash: fe6131465dc5
-card-mkf-114 = Paparazzi con Flash
    .gender = masc
# source-hash: ef3e643bf328
-card-mkf-115 = Flashback Dramático
    .gender = masc
# source-hash: af48344c8da1
-card-mkf-116 = Pergamino del Final Evidente
    .gender = masc
# source-hash: 85e195449c2c
-card-mkf-parts-01 = Lección del Maestro Generoso
    .gender = fem
# source-hash: c356369c51f7
-card-mkf-parts-02 = Pergamino del Montón de Chatarra
    .gender = masc
# source-hash: ae6b2877de81
-card-mkf-050 = Tigre que se Saltó el Desayuno
    .gender = masc
# source-hash: 940c4d140b26
-card-mkf-051 = Grulla sobre una Pata Temblorosa
    .gender = fem
# source-hash: 562cfb2f6aa0
-card-mkf-052 = Puño Borracho (Casi Siempre Borracho)
    .gender = masc
# source-hash: c389ba8d3aab
-card-mkf-053 = Mantis Religiosa, Edición Impaciente
    .gender = fem
# source-hash: 426e8eff2166
-card-mkf-054 = Serpiente que Silba Spoilers
    .gender = fem
# source-hash: a4867740aeae
-card-mkf-055 = Mono que Toma Cosas Prestadas
    .gender = masc
# source-hash: 949d6ced3613
-card-mkf-056 = Palma de Hierro, Algo Oxidada
    .gender = fem
# source-hash: aac7954053b0
-card-mkf-057 = Camino del Perezoso
    .gender = masc
# source-hash: 859e6c8458ba
-card-mkf-058 = Puño del Dragón de Floración Tardía
    .gender = masc
# source-hash: 31695f74d2cd
-card-mkf-118 = Mariposa que Anima desde la Banda
    .gender = fem
# source-hash: 4fa5cf4b6fcd
-card-mkf-030 = Dedo Golpeado en el Escalón del Templo
    .gender = masc
# source-hash: e672f89c3567
-card-mkf-031 = Sombrero Arrancado por un Viento Dramático
    .gender = masc
# source-hash: 6726a2b0beb0
-card-mkf-032 = Taza Equivocada en la Ceremonia del Té
    .gender = fem
# source-hash: 638a120ee3c6
-card-mkf-033 = Doblado a Otro Idioma
    .gender = masc
# source-hash: 66033eace0d9
-card-mkf-034 = Expulsado del Dojo
    .gender = masc
# source-hash: 9f8b0fc29b0e
-card-mkf-035 = Derrumbe del Andamio de Bambú
    .gender = masc
# source-hash: 30f63b026d53
-card-mkf-036 = Club de Fans Disuelto
    .gender = masc
# source-hash: 31d94d3c480e
-card-mkf-037 = Montaje de Entrenamiento Recortado
    .gender = masc

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 28c034567e3b
-game-title = Munchkin Kung Fu
