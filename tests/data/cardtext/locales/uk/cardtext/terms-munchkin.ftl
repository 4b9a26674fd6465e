### Ukrainian termbase of the fixture.

-level = { $count ->
       *[one] { $case ->
           *[nom] рівень
            [gen] рівня
            [dat] рівню
            [acc] рівень
            [ins] рівнем
            [loc] рівні
        }
        [few] { $case ->
           *[nom] рівні
            [gen] рівнів
            [dat] рівням
            [acc] рівні
            [ins] рівнями
            [loc] рівнях
        }
        [many] { $case ->
           *[nom] рівнів
            [gen] рівнів
            [dat] рівням
            [acc] рівнів
            [ins] рівнями
            [loc] рівнях
        }
        [other] { $case ->
           *[nom] рівня
            [gen] рівня
            [dat] рівня
            [acc] рівня
            [ins] рівня
            [loc] рівня
        }
    }
    .gender = masc
-treasure = { $count ->
       *[one] { $case ->
           *[nom] Скарб
            [gen] Скарбу
            [dat] Скарбу
            [acc] Скарб
            [ins] Скарбом
            [loc] Скарбі
        }
        [few] { $case ->
           *[nom] Скарби
            [gen] Скарбів
            [dat] Скарбам
            [acc] Скарби
            [ins] Скарбами
            [loc] Скарбах
        }
        [many] { $case ->
           *[nom] Скарбів
            [gen] Скарбів
            [dat] Скарбам
            [acc] Скарбів
            [ins] Скарбами
            [loc] Скарбах
        }
        [other] { $case ->
           *[nom] Скарбу
            [gen] Скарбу
            [dat] Скарбу
            [acc] Скарбу
            [ins] Скарбу
            [loc] Скарбу
        }
    }
    .gender = masc
-card-fx-001 = { $case ->
       *[nom] Похмурий Слиз
        [gen] Похмурого Слизу
        [dat] Похмурому Слизу
        [acc] Похмурий Слиз
        [ins] Похмурим Слизом
        [loc] Похмурому Слизі
    }
    .gender = masc
-card-fx-002 = { $case ->
       *[nom] Друшляк Черепної Безпеки
        [gen] Друшляка Черепної Безпеки
        [dat] Друшляку Черепної Безпеки
        [acc] Друшляк Черепної Безпеки
        [ins] Друшляком Черепної Безпеки
        [loc] Друшляку Черепної Безпеки
    }
    .gender = masc
