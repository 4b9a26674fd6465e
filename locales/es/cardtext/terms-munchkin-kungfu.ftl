### Glosario de Munchkin Kung Fu: español. Lo que Kung Fu añade al glosario de la familia.

## Tipos de carta

-kind-trap = { $case ->
   *[nom] Trampa
    [indef] una Trampa
  }
    .gender = fem
-kind-style = { $case ->
   *[nom] Estilo
    [indef] un Estilo
  }
    .gender = masc
-kind-double-strike = { $case ->
   *[nom] Doble Golpe
    [indef] un Doble Golpe
  }
    .gender = masc
-kind-extra-style = { $case ->
   *[nom] Estilo Adicional
    [indef] un Estilo Adicional
  }
    .gender = masc
-kind-fan = { $case ->
   *[nom] Fan
    [indef] un Fan
  }
    .gender = masc

## Conjuntos de valores

-loss-style = { $case ->
   *[nom] Estilo
    [indef] un Estilo
  }
    .gender = masc
-loss-fan = { $case ->
   *[nom] Fan
    [indef] un Fan
  }
    .gender = masc
-category-style = Estilo
    .gender = masc

## Clases

-class-monk = { $case ->
   *[nom] Monje
    [indef] un Monje
    [pl] Monjes
  }
    .gender = masc
-class-ninja = { $case ->
   *[nom] Ninja
    [indef] un Ninja
    [pl] Ninjas
  }
    .gender = masc
-class-samurai = { $case ->
   *[nom] Samurái
    [indef] un Samurái
    [pl] Samuráis
  }
    .gender = masc
-class-yakuza = { $case ->
   *[nom] Yakuza
    [indef] un Yakuza
    [pl] Yakuzas
  }
    .gender = masc

## Estilos

-style-butterfly = Mariposa
-style-crane = Grulla
-style-dragon-fist = Puño del Dragón
-style-drunken = Puño Borracho
-style-iron-palm = Palma de Hierro
-style-mantis = Mantis
-style-monkey = Mono
-style-serpent = Serpiente
-style-sloth = Perezoso
-style-tiger = Tigre

## Etiquetas

-tag-hong-kong = { $case ->
   *[nom] monstruo de Hong Kong
    [indef] un monstruo de Hong Kong
    [pl] monstruos de Hong Kong
  }
    .gender = masc
-tag-ninja = { $case ->
   *[nom] Ninja
    [indef] un Ninja
    [pl] Ninjas
  }
    .gender = masc
-tag-robot = { $case ->
   *[nom] Robot
    [indef] un Robot
    [pl] Robots
  }
    .gender = masc
-tag-spirit = { $case ->
   *[nom] Espíritu
    [indef] un Espíritu
    [pl] Espíritus
  }
    .gender = masc

## Cartas
-card-mkf-040 = Ninja de las Sombras de Saldo
    .gender = masc
-card-mkf-041 = Samurái de Honor Atrasado
    .gender = masc
-card-mkf-042 = Monje de la Manga Extra
    .gender = masc
-card-mkf-043 = Yakuza con Promesa de Meñique
    .gender = masc
-card-mkf-100 = Entrenado por un Maestro Mucho Más Enfadado
    .gender = masc
-card-mkf-101 = Encogido en la Lavadora
    .gender = masc
-card-mkf-102 = Pasado de Té Oolong
    .gender = masc
-card-mkf-103 = Acosado por un Demonio de Bajo Presupuesto
    .gender = masc
-card-mkf-104 = Pez de Colores Vengativo
    .gender = masc
-card-mkf-105 = Se Le Olvidó el Guion
    .gender = masc
-card-mkf-106 = Dojo Equivocado, Momento Justo
    .gender = masc
-card-mkf-107 = Secuela No Invitada
    .gender = fem
-card-mkf-108 = Puño Eco: Repetición
    .gender = masc
-card-mkf-109 = El Gemelo del que Nadie Habló
    .gender = masc
-card-mkf-060 = Capucha de Pensamientos Sospechosamente Callados
    .gender = fem
-card-mkf-061 = Armadura Samurái de Alquiler, con Recargo por Demora
    .gender = fem
-card-mkf-062 = Pantuflas de Partida Repentina
    .gender = plur
-card-mkf-063 = Chanclas de la Furia
    .gender = plur
-card-mkf-064 = Nunchakus de Autolesión Casi Siempre
    .gender = plur
-card-mkf-065 = Alabarda de Once Pies de Sobrecompensación
    .gender = fem
-card-mkf-066 = Katana Aún en Plástico de Burbujas
    .gender = fem
-card-mkf-067 = Cuentas de Oración de Iluminación Leve
    .gender = plur
-card-mkf-068 = Manga Tatuada de Intimidación
    .gender = fem
-card-mkf-069 = Gong de Bronce Casi Portátil
    .gender = masc
-card-mkf-070 = Palillos de Violencia Precisa
    .gender = plur
-card-mkf-071 = Escudo de Letrero de Neón
    .gender = masc
-card-mkf-072 = Sombrero Cónico de Paja con Armadura de Guion
    .gender = masc
-card-mkf-073 = Bandolera de Fichas de Mahjong
    .gender = fem
-card-mkf-090 = Sobornó al Examinador de Cinturones
    .gender = masc
-card-mkf-091 = Por Fin Leyó el Pergamino
    .gender = masc
-card-mkf-092 = Trofeo del Torneo Benéfico
    .gender = masc
-card-mkf-093 = Ganó un Duelo de Miradas a una Estatua
    .gender = masc
-card-mkf-001 = Tigre de Papel de la Tienda de Regalos
    .gender = masc
-card-mkf-002 = Dumpling Enfurruñado
    .gender = masc
-card-mkf-003 = Subtítulos Desincronizados
    .gender = plur
-card-mkf-004 = Ninja Suplente n.º 7
    .gender = masc
-card-mkf-005 = Gato Callejero que Gastó sus Nueve Vidas
    .gender = masc
-card-mkf-006 = Banda de Secuaces Idénticos
    .gender = fem
-card-mkf-007 = Grulla Perezosa del Muelle de los Farolillos
    .gender = fem
-card-mkf-008 = Contable Vampiro Saltarín
    .gender = masc
-card-mkf-009 = Matón Alimentado con Bambú
    .gender = masc
-card-mkf-010 = Sifu Rencoroso del Octavo Piso
    .gender = masc
-card-mkf-011 = Sicario de Neón de la Tríada
    .gender = masc
-card-mkf-012 = Mimo de la Calle del Templo
    .gender = masc
-card-mkf-013 = Conga de Jiangshi
    .gender = fem
-card-mkf-014 = Abad de Hierro de los Nueve Gongs
    .gender = masc
-card-mkf-015 = Wok Consciente de la Perdición
    .gender = masc
-card-mkf-016 = Mecha-Sensei 3000
    .gender = masc
-card-mkf-017 = Fantasma Hambriento Crítico de Bufés
    .gender = masc
-card-mkf-018 = Guardián del Templo que se Saltó el Día de Piernas
    .gender = masc
-card-mkf-019 = Lord Bigote de la Fortaleza Flotante
    .gender = masc
-card-mkf-020 = Casera de Nueve Colas
    .gender = fem
-card-mkf-021 = Maestro Borracho Milenario, Ahora Sobrio
    .gender = masc
-card-mkf-022 = El Jefe Final que lo Explica Todo
    .gender = masc
-card-mkf-117 = Tía Casamentera
    .gender = fem
-card-mkf-080 = Bomba de Humo con Forma de Pato
    .gender = fem
-card-mkf-081 = Sobre de Salsa Misteriosa
    .gender = masc
-card-mkf-082 = Grito de Guerra Ridículamente Largo
    .gender = masc
-card-mkf-083 = Doble de Riesgo Prestado
    .gender = masc
-card-mkf-084 = Galleta de la Fortuna de Profecía Vaga
    .gender = fem
-card-mkf-085 = Arnés de Wire-Fu
    .gender = masc
-card-mkf-086 = Bálsamo de Tigre de Origen Dudoso
    .gender = masc
-card-mkf-087 = Ristra de Petardos de Feria
    .gender = fem
-card-mkf-119 = Gancho de Arroz Pegajoso
    .gender = masc
-card-mkf-110 = Doble Titulación en Puñetazos
    .gender = fem
-card-mkf-111 = Curso por Correspondencia de un Segundo Estilo
    .gender = masc
-card-mkf-112 = Presidenta Demasiado Devota del Club de Fans
    .gender = fem
-card-mkf-113 = Chaval que Quiere Ser tu Aprendiz
    .gender = masc
-card-mkf-114 = Paparazzi con Flash
    .gender = masc
-card-mkf-115 = Flashback Dramático
    .gender = masc
-card-mkf-116 = Pergamino del Final Evidente
    .gender = masc
-card-mkf-parts-01 = Lección del Maestro Generoso
    .gender = fem
-card-mkf-parts-02 = Pergamino del Montón de Chatarra
    .gender = masc
-card-mkf-050 = Tigre que se Saltó el Desayuno
    .gender = masc
-card-mkf-051 = Grulla sobre una Pata Temblorosa
    .gender = fem
-card-mkf-052 = Puño Borracho (Casi Siempre Borracho)
    .gender = masc
-card-mkf-053 = Mantis Religiosa, Edición Impaciente
    .gender = fem
-card-mkf-054 = Serpiente que Silba Spoilers
    .gender = fem
-card-mkf-055 = Mono que Toma Cosas Prestadas
    .gender = masc
-card-mkf-056 = Palma de Hierro, Algo Oxidada
    .gender = fem
-card-mkf-057 = Camino del Perezoso
    .gender = masc
-card-mkf-058 = Puño del Dragón de Floración Tardía
    .gender = masc
-card-mkf-118 = Mariposa que Anima desde la Banda
    .gender = fem
-card-mkf-030 = Dedo Golpeado en el Escalón del Templo
    .gender = masc
-card-mkf-031 = Sombrero Arrancado por un Viento Dramático
    .gender = masc
-card-mkf-032 = Taza Equivocada en la Ceremonia del Té
    .gender = fem
-card-mkf-033 = Doblado a Otro Idioma
    .gender = masc
-card-mkf-034 = Expulsado del Dojo
    .gender = masc
-card-mkf-035 = Derrumbe del Andamio de Bambú
    .gender = masc
-card-mkf-036 = Club de Fans Disuelto
    .gender = masc
-card-mkf-037 = Montaje de Entrenamiento Recortado
    .gender = masc
