# Champions of Midgard: the termbase (Ukrainian). Forms by $case: nom gen dat acc ins loc, and the
# same with "-pl" for a counted noun; .gender (masc, fem, neut, pl) and .animacy for nouns whose
# accusative is their genitive ("переможіть троля", "тролів").


## Resources (B.41)

# source-hash: ac3e6c213dd4
-glory =
    { $case ->
       *[nom] Слава
        [gen] Слави
        [dat] Славі
        [acc] Славу
        [ins] Славою
        [loc] Славі
    }
    .gender = fem
# source-hash: 2c25efeb5b4b
-favor =
    { $case ->
       *[nom] Прихильність
        [gen] Прихильності
        [dat] Прихильності
        [acc] Прихильність
        [ins] Прихильністю
        [loc] Прихильності
    }
    .gender = fem
# source-hash: a076fe0298ff
-blame =
    { $case ->
       *[nom] Осуд
        [gen] Осуду
        [dat] Осуду
        [acc] Осуд
        [ins] Осудом
        [loc] Осуді
    }
    .gender = masc
    .animacy = inan
# source-hash: 59cfaf38b178
-food =
    { $case ->
       *[nom] їжа
        [gen] їжі
        [dat] їжі
        [acc] їжу
        [ins] їжею
        [loc] їжі
    }
    .gender = fem
# source-hash: 406cb7c95541
-wood =
    { $case ->
       *[nom] деревина
        [gen] деревини
        [dat] деревині
        [acc] деревину
        [ins] деревиною
        [loc] деревині
    }
    .gender = fem
# source-hash: 6fff4bb90d0e
-coin =
    { $case ->
       *[nom] монета
        [gen] монети
        [dat] монеті
        [acc] монету
        [ins] монетою
        [loc] монеті
        [nom-pl] монети
        [gen-pl] монет
        [dat-pl] монетам
        [acc-pl] монети
        [ins-pl] монетами
        [loc-pl] монетах
    }
    .gender = fem

## Warriors and dice (B.45)

# source-hash: 8a5729441e7b
-warrior =
    { $case ->
       *[nom] воїн
        [gen] воїна
        [dat] воїнові
        [acc] воїна
        [ins] воїном
        [loc] воїнові
        [nom-pl] воїни
        [gen-pl] воїнів
        [dat-pl] воїнам
        [acc-pl] воїнів
        [ins-pl] воїнами
        [loc-pl] воїнах
    }
    .gender = masc
    .animacy = anim
# source-hash: a9673dda3314
-swordsman =
    { $case ->
       *[nom] мечник
        [gen] мечника
        [dat] мечникові
        [acc] мечника
        [ins] мечником
        [loc] мечникові
        [nom-pl] мечники
        [gen-pl] мечників
        [dat-pl] мечникам
        [acc-pl] мечників
        [ins-pl] мечниками
        [loc-pl] мечниках
    }
    .gender = masc
    .animacy = anim
# source-hash: 572c60f571dd
-spearman =
    { $case ->
       *[nom] списник
        [gen] списника
        [dat] списникові
        [acc] списника
        [ins] списником
        [loc] списникові
        [nom-pl] списники
        [gen-pl] списників
        [dat-pl] списникам
        [acc-pl] списників
        [ins-pl] списниками
        [loc-pl] списниках
    }
    .gender = masc
    .animacy = anim
# source-hash: 6aedc08a36a4
-axeman =
    { $case ->
       *[nom] сокирник
        [gen] сокирника
        [dat] сокирникові
        [acc] сокирника
        [ins] сокирником
        [loc] сокирникові
        [nom-pl] сокирники
        [gen-pl] сокирників
        [dat-pl] сокирникам
        [acc-pl] сокирників
        [ins-pl] сокирниками
        [loc-pl] сокирниках
    }
    .gender = masc
    .animacy = anim
# source-hash: dae590ea8458
-die =
    { $case ->
       *[nom] кубик
        [gen] кубика
        [dat] кубику
        [acc] кубик
        [ins] кубиком
        [loc] кубику
        [nom-pl] кубики
        [gen-pl] кубиків
        [dat-pl] кубикам
        [acc-pl] кубики
        [ins-pl] кубиками
        [loc-pl] кубиках
    }
    .gender = masc
    .animacy = inan
# source-hash: 3f457b3ead15
-hit =
    { $case ->
       *[nom] удар
        [gen] удару
        [dat] удару
        [acc] удар
        [ins] ударом
        [loc] ударі
        [nom-pl] удари
        [gen-pl] ударів
        [dat-pl] ударам
        [acc-pl] удари
        [ins-pl] ударами
        [loc-pl] ударах
    }
    .gender = masc
    .animacy = inan
# source-hash: 876549fd637a
-double-hit =
    { $case ->
       *[nom] подвійний удар
        [gen] подвійного удару
        [dat] подвійному удару
        [acc] подвійний удар
        [ins] подвійним ударом
        [loc] подвійному ударі
        [nom-pl] подвійні удари
        [gen-pl] подвійних ударів
        [dat-pl] подвійним ударам
        [acc-pl] подвійні удари
        [ins-pl] подвійними ударами
        [loc-pl] подвійних ударах
    }
    .gender = masc
    .animacy = inan
# source-hash: e785231cf793
-shield =
    { $case ->
       *[nom] щит
        [gen] щита
        [dat] щиту
        [acc] щит
        [ins] щитом
        [loc] щиті
        [nom-pl] щити
        [gen-pl] щитів
        [dat-pl] щитам
        [acc-pl] щити
        [ins-pl] щитами
        [loc-pl] щитах
    }
    .gender = masc
    .animacy = inan
# source-hash: a07e8dbaa901
-blank =
    { $case ->
       *[nom] порожня грань
        [gen] порожньої грані
        [dat] порожній грані
        [acc] порожню грань
        [ins] порожньою гранню
        [loc] порожній грані
        [nom-pl] порожні грані
        [gen-pl] порожніх граней
        [dat-pl] порожнім граням
        [acc-pl] порожні грані
        [ins-pl] порожніми гранями
        [loc-pl] порожніх гранях
    }
    .gender = fem
# source-hash: a44281d21b6c
-damage =
    { $case ->
       *[nom] ушкодження
        [gen] ушкодження
        [dat] ушкодженню
        [acc] ушкодження
        [ins] ушкодженням
        [loc] ушкодженні
        [nom-pl] ушкодження
        [gen-pl] ушкоджень
        [dat-pl] ушкодженням
        [acc-pl] ушкодження
        [ins-pl] ушкодженнями
        [loc-pl] ушкодженнях
    }
    .gender = neut

## Enemies (B.46)

# source-hash: 656d6f0ee050
-enemy =
    { $case ->
       *[nom] ворог
        [gen] ворога
        [dat] ворогові
        [acc] ворога
        [ins] ворогом
        [loc] ворогові
        [nom-pl] вороги
        [gen-pl] ворогів
        [dat-pl] ворогам
        [acc-pl] ворогів
        [ins-pl] ворогами
        [loc-pl] ворогах
    }
    .gender = masc
    .animacy = anim
# source-hash: 97af1f3b7d76
-troll =
    { $case ->
       *[nom] троль
        [gen] троля
        [dat] тролеві
        [acc] троля
        [ins] тролем
        [loc] тролеві
        [nom-pl] тролі
        [gen-pl] тролів
        [dat-pl] тролям
        [acc-pl] тролів
        [ins-pl] тролями
        [loc-pl] тролях
    }
    .gender = masc
    .animacy = anim
# source-hash: 0fa0fe23c69a
-draugr =
    { $case ->
       *[nom] драугр
        [gen] драугра
        [dat] драугрові
        [acc] драугра
        [ins] драугром
        [loc] драугрові
        [nom-pl] драугри
        [gen-pl] драугрів
        [dat-pl] драуграм
        [acc-pl] драугрів
        [ins-pl] драуграми
        [loc-pl] драуграх
    }
    .gender = masc
    .animacy = anim
# source-hash: 23186f48cc1e
-monster =
    { $case ->
       *[nom] чудовисько
        [gen] чудовиська
        [dat] чудовиську
        [acc] чудовисько
        [ins] чудовиськом
        [loc] чудовиську
        [nom-pl] чудовиська
        [gen-pl] чудовиськ
        [dat-pl] чудовиськам
        [acc-pl] чудовиськ
        [ins-pl] чудовиськами
        [loc-pl] чудовиськах
    }
    .gender = neut
    .animacy = anim
# source-hash: 83104aa0e1c4
-kraken =
    { $case ->
       *[nom] кракен
        [gen] кракена
        [dat] кракенові
        [acc] кракена
        [ins] кракеном
        [loc] кракенові
    }
    .gender = masc
    .animacy = anim
# source-hash: 879d3220e3d4
-enemy-set =
    { $case ->
       *[nom] набір ворогів
        [gen] набору ворогів
        [dat] набору ворогів
        [acc] набір ворогів
        [ins] набором ворогів
        [loc] наборі ворогів
        [nom-pl] набори ворогів
        [gen-pl] наборів ворогів
        [dat-pl] наборам ворогів
        [acc-pl] набори ворогів
        [ins-pl] наборами ворогів
        [loc-pl] наборах ворогів
    }
    .gender = masc
    .animacy = inan

## Cards, pieces and places

# source-hash: d4f4b16c2bde
-journey =
    { $case ->
       *[nom] карта подорожі
        [gen] карти подорожі
        [dat] карті подорожі
        [acc] карту подорожі
        [ins] картою подорожі
        [loc] карті подорожі
        [nom-pl] карти подорожі
        [gen-pl] карт подорожі
        [dat-pl] картам подорожі
        [acc-pl] карти подорожі
        [ins-pl] картами подорожі
        [loc-pl] картах подорожі
    }
    .gender = fem
# source-hash: a0fa3f21eb32
-rune =
    { $case ->
       *[nom] руна
        [gen] руни
        [dat] руні
        [acc] руну
        [ins] руною
        [loc] руні
        [nom-pl] руни
        [gen-pl] рун
        [dat-pl] рунам
        [acc-pl] руни
        [ins-pl] рунами
        [loc-pl] рунах
    }
    .gender = fem
# source-hash: df139d0b251a
-destiny =
    { $case ->
       *[nom] карта долі
        [gen] карти долі
        [dat] карті долі
        [acc] карту долі
        [ins] картою долі
        [loc] карті долі
        [nom-pl] карти долі
        [gen-pl] карт долі
        [dat-pl] картам долі
        [acc-pl] карти долі
        [ins-pl] картами долі
        [loc-pl] картах долі
    }
    .gender = fem
# source-hash: 709e10c2f72d
-merchant-ship =
    { $case ->
       *[nom] торговий корабель
        [gen] торгового корабля
        [dat] торговому кораблю
        [acc] торговий корабель
        [ins] торговим кораблем
        [loc] торговому кораблі
        [nom-pl] торгові кораблі
        [gen-pl] торгових кораблів
        [dat-pl] торговим кораблям
        [acc-pl] торгові кораблі
        [ins-pl] торговими кораблями
        [loc-pl] торгових кораблях
    }
    .gender = masc
    .animacy = inan
# source-hash: 66c023939a3c
-longship =
    { $case ->
       *[nom] драккар
        [gen] драккара
        [dat] драккару
        [acc] драккар
        [ins] драккаром
        [loc] драккарі
        [nom-pl] драккари
        [gen-pl] драккарів
        [dat-pl] драккарам
        [acc-pl] драккари
        [ins-pl] драккарами
        [loc-pl] драккарах
    }
    .gender = masc
    .animacy = inan
# source-hash: 56fc19e89048
-worker =
    { $case ->
       *[nom] робітник
        [gen] робітника
        [dat] робітникові
        [acc] робітника
        [ins] робітником
        [loc] робітникові
        [nom-pl] робітники
        [gen-pl] робітників
        [dat-pl] робітникам
        [acc-pl] робітників
        [ins-pl] робітниками
        [loc-pl] робітниках
    }
    .gender = masc
    .animacy = anim
# source-hash: 556d7effce4d
-leader =
    { $case ->
       *[nom] ватажок
        [gen] ватажка
        [dat] ватажкові
        [acc] ватажка
        [ins] ватажком
        [loc] ватажкові
    }
    .gender = masc
    .animacy = anim
# source-hash: 8ae446d0943f
-first-player =
    { $case ->
       *[nom] жетон першого гравця
        [gen] жетона першого гравця
        [dat] жетону першого гравця
        [acc] жетон першого гравця
        [ins] жетоном першого гравця
        [loc] жетоні першого гравця
    }
    .gender = masc
    .animacy = inan
# source-hash: 2050a0bf91a1
-market-stall =
    { $case ->
       *[nom] ятка
        [gen] ятки
        [dat] ятці
        [acc] ятку
        [ins] яткою
        [loc] ятці
    }
    .gender = fem
# source-hash: 642855ffff77
-space =
    { $case ->
       *[nom] поле
        [gen] поля
        [dat] полю
        [acc] поле
        [ins] полем
        [loc] полі
    }
    .gender = neut
# source-hash: 11fcef27dc0e
-combat =
    { $case ->
       *[nom] бій
        [gen] бою
        [dat] бою
        [acc] бій
        [ins] боєм
        [loc] бою
    }
    .gender = masc
    .animacy = inan
# source-hash: 7cb1c35f53b6
-round =
    { $case ->
       *[nom] раунд
        [gen] раунду
        [dat] раунду
        [acc] раунд
        [ins] раундом
        [loc] раунді
    }
    .gender = masc
    .animacy = inan

## Colours (B.51), adjectives agreeing with an enemy (animate masculine); kinds of space (B.40), with "поле"; stalls, with "ятка"

# source-hash: 0d6dddf52bc8
-red =
    { $case ->
       *[nom] червоний
        [gen] червоного
        [dat] червоному
        [acc] червоного
        [ins] червоним
        [loc] червоному
    }
# source-hash: eb135e343d3b
-yellow =
    { $case ->
       *[nom] жовтий
        [gen] жовтого
        [dat] жовтому
        [acc] жовтого
        [ins] жовтим
        [loc] жовтому
    }
# source-hash: d2f36a2f1a9e
-blue =
    { $case ->
       *[nom] синій
        [gen] синього
        [dat] синьому
        [acc] синього
        [ins] синім
        [loc] синьому
    }
# source-hash: 9845dba949cb
-brown =
    { $case ->
       *[nom] коричневе
        [gen] коричневого
        [dat] коричневому
        [acc] коричневе
        [ins] коричневим
        [loc] коричневому
    }
# source-hash: 6cec9188779e
-military =
    { $case ->
       *[nom] військова
        [gen] військової
        [dat] військовій
        [acc] військову
        [ins] військовою
        [loc] військовій
    }
# source-hash: 1d71e384960b
-economic =
    { $case ->
       *[nom] економічна
        [gen] економічної
        [dat] економічній
        [acc] економічну
        [ins] економічною
        [loc] економічній
    }

## Card names: a title that is a phrase keeps one form in every case; .gender is its kind's noun's

# source-hash: 7bdd90ccf03d
-card-mid-l001 =
    { $case ->
       *[nom] Сванхільд Мечна Діва
        [gen] Сванхільд Мечної Діви
        [dat] Сванхільд Мечній Діві
        [acc] Сванхільд Мечну Діву
        [ins] Сванхільд Мечною Дівою
        [loc] Сванхільд Мечній Діві
    }
    .gender = fem
# source-hash: 55ea9864d7d6
-card-mid-l002 =
    { $case ->
       *[nom] Ґюльві Мореплавець
        [gen] Ґюльві Мореплавця
        [dat] Ґюльві Мореплавцеві
        [acc] Ґюльві Мореплавця
        [ins] Ґюльві Мореплавцем
        [loc] Ґюльві Мореплавцеві
    }
    .gender = masc
    .animacy = anim
# source-hash: 2d6234283c47
-card-mid-w001 =
    { $case ->
       *[nom] Мечник
        [gen] Мечника
        [dat] Мечникові
        [acc] Мечника
        [ins] Мечником
        [loc] Мечникові
    }
    .gender = masc
    .animacy = anim
# source-hash: 873f9bcba882
-card-mid-w002 =
    { $case ->
       *[nom] Списник
        [gen] Списника
        [dat] Списникові
        [acc] Списника
        [ins] Списником
        [loc] Списникові
    }
    .gender = masc
    .animacy = anim
# source-hash: 7d048f0e8b73
-card-mid-w003 =
    { $case ->
       *[nom] Сокирник
        [gen] Сокирника
        [dat] Сокирникові
        [acc] Сокирника
        [ins] Сокирником
        [loc] Сокирникові
    }
    .gender = masc
    .animacy = anim
# source-hash: aa2fb52d299e
-card-mid-o001 =
    { $case ->
       *[nom] Великий громадський драккар
        [gen] Великого громадського драккара
        [dat] Великому громадському драккару
        [acc] Великий громадський драккар
        [ins] Великим громадським драккаром
        [loc] Великому громадському драккарі
    }
    .gender = masc
    .animacy = inan
# source-hash: dc23a47dcedc
-card-mid-o002 =
    { $case ->
       *[nom] Морський Жеребець
        [gen] Морського Жеребця
        [dat] Морському Жеребцю
        [acc] Морський Жеребець
        [ins] Морським Жеребцем
        [loc] Морському Жеребці
    }
    .gender = masc
    .animacy = inan
# source-hash: 0ddaa0f79d7f
-card-mid-k001 =
    { $case ->
       *[nom] Стійка зі зброєю
        [gen] Стійки зі зброєю
        [dat] Стійці зі зброєю
        [acc] Стійку зі зброєю
        [ins] Стійкою зі зброєю
        [loc] Стійці зі зброєю
    }
    .gender = fem
# source-hash: 2cdabc3a9369
-card-mid-b001 =
    { $case ->
       *[nom] Кузня
        [gen] Кузні
        [dat] Кузні
        [acc] Кузню
        [ins] Кузнею
        [loc] Кузні
    }
    .gender = fem
# source-hash: a4de396540ad
-card-mid-b002 =
    { $case ->
       *[nom] Довгий дім ярла
        [gen] Довгого дому ярла
        [dat] Довгому дому ярла
        [acc] Довгий дім ярла
        [ins] Довгим домом ярла
        [loc] Довгому домі ярла
    }
    .gender = masc
    .animacy = inan
# source-hash: 3babcf5c8e51
-card-mid-b003 =
    { $case ->
       *[nom] Мисливські угіддя
        [gen] Мисливських угідь
        [dat] Мисливським угіддям
        [acc] Мисливські угіддя
        [ins] Мисливськими угіддями
        [loc] Мисливських угіддях
    }
    .gender = pl
# source-hash: 6d68fbdbde81
-card-mid-b004 =
    { $case ->
       *[nom] Дім мудреця
        [gen] Дому мудреця
        [dat] Дому мудреця
        [acc] Дім мудреця
        [ins] Домом мудреця
        [loc] Домі мудреця
    }
    .gender = masc
    .animacy = inan
# source-hash: 54ad1bc8b7a3
-card-mid-r001 =
    { $case ->
       *[nom] Руна Грізної Сокири
        [gen] Руни Грізної Сокири
        [dat] Руні Грізної Сокири
        [acc] Руну Грізної Сокири
        [ins] Руною Грізної Сокири
        [loc] Руні Грізної Сокири
    }
    .gender = fem
# source-hash: 3797792f9435
-card-mid-r002 =
    { $case ->
       *[nom] Руна Попутного Вітру
        [gen] Руни Попутного Вітру
        [dat] Руні Попутного Вітру
        [acc] Руну Попутного Вітру
        [ins] Руною Попутного Вітру
        [loc] Руні Попутного Вітру
    }
    .gender = fem
# source-hash: dd86e97749de
-card-mid-y001 =
    { $case ->
       *[nom] Погибель драугрів
        [gen] Погибелі драугрів
        [dat] Погибелі драугрів
        [acc] Погибель драугрів
        [ins] Погибеллю драугрів
        [loc] Погибелі драугрів
    }
    .gender = fem
# source-hash: 3ecbb1bc2fd2
-card-mid-y002 =
    { $case ->
       *[nom] Повні комори
        [gen] Повних комор
        [dat] Повним коморам
        [acc] Повні комори
        [ins] Повними коморами
        [loc] Повних коморах
    }
    .gender = pl
# source-hash: a196e2312362
-card-mid-s001 =
    { $case ->
       *[nom] Кнорр із Хедебю
        [gen] Кнорра із Хедебю
        [dat] Кнорру із Хедебю
        [acc] Кнорр із Хедебю
        [ins] Кнорром із Хедебю
        [loc] Кноррі із Хедебю
    }
    .gender = masc
    .animacy = inan
# source-hash: f9c30d52628e
-card-mid-t001 =
    { $case ->
       *[nom] Буркотибрюх із Митного мосту
        [gen] Буркотибрюха із Митного мосту
        [dat] Буркотибрюхові із Митного мосту
        [acc] Буркотибрюха із Митного мосту
        [ins] Буркотибрюхом із Митного мосту
        [loc] Буркотибрюхові із Митного мосту
    }
    .gender = masc
    .animacy = anim
# source-hash: a5e835c71d87
-card-mid-t002 =
    { $case ->
       *[nom] Старий Мохоспин
        [gen] Старого Мохоспина
        [dat] Старому Мохоспину
        [acc] Старого Мохоспина
        [ins] Старим Мохоспином
        [loc] Старому Мохоспинові
    }
    .gender = masc
    .animacy = anim
# source-hash: 7de7611fb5c3
-card-mid-d001 =
    { $case ->
       *[nom] Курганник Сірого Пагорба
        [gen] Курганника Сірого Пагорба
        [dat] Курганникові Сірого Пагорба
        [acc] Курганника Сірого Пагорба
        [ins] Курганником Сірого Пагорба
        [loc] Курганникові Сірого Пагорба
    }
    .gender = masc
    .animacy = anim
# source-hash: a69732a3994b
-card-mid-d002 =
    { $case ->
       *[nom] Кісткобрязкий Жнець
        [gen] Кісткобрязкого Жнеця
        [dat] Кісткобрязкому Жнецеві
        [acc] Кісткобрязкого Жнеця
        [ins] Кісткобрязким Жнецем
        [loc] Кісткобрязкому Жнецеві
    }
    .gender = masc
    .animacy = anim
# source-hash: 0ef9545a63e4
-card-mid-m001 =
    { $case ->
       *[nom] Виводок болотяних вовків
        [gen] Виводку болотяних вовків
        [dat] Виводку болотяних вовків
        [acc] Виводок болотяних вовків
        [ins] Виводком болотяних вовків
        [loc] Виводку болотяних вовків
    }
    .gender = masc
    .animacy = inan
# source-hash: 275b96a82b70
-card-mid-m002 =
    { $case ->
       *[nom] Приливний змій зі Шхери
        [gen] Приливного змія зі Шхери
        [dat] Приливному змієві зі Шхери
        [acc] Приливного змія зі Шхери
        [ins] Приливним змієм зі Шхери
        [loc] Приливному змієві зі Шхери
    }
    .gender = masc
    .animacy = anim
# source-hash: 7331c70503e2
-card-mid-j001 =
    { $case ->
       *[nom] Шквал із фіорду
        [gen] Шквалу із фіорду
        [dat] Шквалу із фіорду
        [acc] Шквал із фіорду
        [ins] Шквалом із фіорду
        [loc] Шквалі із фіорду
    }
    .gender = masc
    .animacy = inan
# source-hash: ef3280f24969
-card-mid-j002 =
    { $case ->
       *[nom] Дзеркальний штиль
        [gen] Дзеркального штилю
        [dat] Дзеркальному штилю
        [acc] Дзеркальний штиль
        [ins] Дзеркальним штилем
        [loc] Дзеркальному штилі
    }
    .gender = masc
    .animacy = inan
# source-hash: d8fd93a6e15a
-card-mid-j003 =
    { $case ->
       *[nom] Щось велике в глибині
        [gen] Щось велике в глибині
        [dat] Щось велике в глибині
        [acc] Щось велике в глибині
        [ins] Щось велике в глибині
        [loc] Щось велике в глибині
    }
    .gender = fem

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

# source-hash: 7d915f112020
-warrior-swordsman =
    { $case ->
       *[nom] { -swordsman }
        [gen] { -swordsman(case: "gen") }
        [dat] { -swordsman(case: "dat") }
        [acc] { -swordsman(case: "acc") }
        [ins] { -swordsman(case: "ins") }
        [loc] { -swordsman(case: "loc") }
        [nom-pl] { -swordsman(case: "nom-pl") }
        [gen-pl] { -swordsman(case: "gen-pl") }
        [dat-pl] { -swordsman(case: "dat-pl") }
        [acc-pl] { -swordsman(case: "acc-pl") }
        [ins-pl] { -swordsman(case: "ins-pl") }
        [loc-pl] { -swordsman(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 5a9a8f44d997
-warrior-spearman =
    { $case ->
       *[nom] { -spearman }
        [gen] { -spearman(case: "gen") }
        [dat] { -spearman(case: "dat") }
        [acc] { -spearman(case: "acc") }
        [ins] { -spearman(case: "ins") }
        [loc] { -spearman(case: "loc") }
        [nom-pl] { -spearman(case: "nom-pl") }
        [gen-pl] { -spearman(case: "gen-pl") }
        [dat-pl] { -spearman(case: "dat-pl") }
        [acc-pl] { -spearman(case: "acc-pl") }
        [ins-pl] { -spearman(case: "ins-pl") }
        [loc-pl] { -spearman(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 2db5af173864
-warrior-axeman =
    { $case ->
       *[nom] { -axeman }
        [gen] { -axeman(case: "gen") }
        [dat] { -axeman(case: "dat") }
        [acc] { -axeman(case: "acc") }
        [ins] { -axeman(case: "ins") }
        [loc] { -axeman(case: "loc") }
        [nom-pl] { -axeman(case: "nom-pl") }
        [gen-pl] { -axeman(case: "gen-pl") }
        [dat-pl] { -axeman(case: "dat-pl") }
        [acc-pl] { -axeman(case: "acc-pl") }
        [ins-pl] { -axeman(case: "ins-pl") }
        [loc-pl] { -axeman(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: eb3b456dd8c2
-resource-food =
    { $case ->
       *[nom] { -food }
        [gen] { -food(case: "gen") }
        [dat] { -food(case: "dat") }
        [acc] { -food(case: "acc") }
        [ins] { -food(case: "ins") }
        [loc] { -food(case: "loc") }
        [nom-pl] { -food(case: "gen") }
        [gen-pl] { -food(case: "gen") }
        [dat-pl] { -food(case: "dat") }
        [acc-pl] { -food(case: "gen") }
        [ins-pl] { -food(case: "ins") }
        [loc-pl] { -food(case: "loc") }
    }
    .gender = fem
# source-hash: 56ddc9b9b673
-resource-wood =
    { $case ->
       *[nom] { -wood }
        [gen] { -wood(case: "gen") }
        [dat] { -wood(case: "dat") }
        [acc] { -wood(case: "acc") }
        [ins] { -wood(case: "ins") }
        [loc] { -wood(case: "loc") }
        [nom-pl] { -wood(case: "gen") }
        [gen-pl] { -wood(case: "gen") }
        [dat-pl] { -wood(case: "dat") }
        [acc-pl] { -wood(case: "gen") }
        [ins-pl] { -wood(case: "ins") }
        [loc-pl] { -wood(case: "loc") }
    }
    .gender = fem
# source-hash: 4e51def3fb81
-resource-coins =
    { $case ->
       *[nom] { -coin }
        [gen] { -coin(case: "gen") }
        [dat] { -coin(case: "dat") }
        [acc] { -coin(case: "acc") }
        [ins] { -coin(case: "ins") }
        [loc] { -coin(case: "loc") }
        [nom-pl] { -coin(case: "nom-pl") }
        [gen-pl] { -coin(case: "gen-pl") }
        [dat-pl] { -coin(case: "dat-pl") }
        [acc-pl] { -coin(case: "acc-pl") }
        [ins-pl] { -coin(case: "ins-pl") }
        [loc-pl] { -coin(case: "loc-pl") }
    }
    .gender = fem
# source-hash: 0c915f34677e
-resource-favor =
    { $case ->
       *[nom] { -favor }
        [gen] { -favor(case: "gen") }
        [dat] { -favor(case: "dat") }
        [acc] { -favor(case: "acc") }
        [ins] { -favor(case: "ins") }
        [loc] { -favor(case: "loc") }
        [nom-pl] { -favor(case: "gen") }
        [gen-pl] { -favor(case: "gen") }
        [dat-pl] { -favor(case: "dat") }
        [acc-pl] { -favor(case: "gen") }
        [ins-pl] { -favor(case: "ins") }
        [loc-pl] { -favor(case: "loc") }
    }
    .gender = fem
# source-hash: 712505d18798
-resource-blame =
    { $case ->
       *[nom] { -blame }
        [gen] { -blame(case: "gen") }
        [dat] { -blame(case: "dat") }
        [acc] { -blame(case: "acc") }
        [ins] { -blame(case: "ins") }
        [loc] { -blame(case: "loc") }
        [nom-pl] { -blame(case: "gen") }
        [gen-pl] { -blame(case: "gen") }
        [dat-pl] { -blame(case: "dat") }
        [acc-pl] { -blame(case: "gen") }
        [ins-pl] { -blame(case: "ins") }
        [loc-pl] { -blame(case: "loc") }
    }
    .gender = masc
    .animacy = inan
# source-hash: 9a8fedcc4ff5
-resource-glory =
    { $case ->
       *[nom] { -glory }
        [gen] { -glory(case: "gen") }
        [dat] { -glory(case: "dat") }
        [acc] { -glory(case: "acc") }
        [ins] { -glory(case: "ins") }
        [loc] { -glory(case: "loc") }
        [nom-pl] { -glory(case: "gen") }
        [gen-pl] { -glory(case: "gen") }
        [dat-pl] { -glory(case: "dat") }
        [acc-pl] { -glory(case: "gen") }
        [ins-pl] { -glory(case: "ins") }
        [loc-pl] { -glory(case: "loc") }
    }
    .gender = fem
# source-hash: 0119abda9547
-goods-food =
    { $case ->
       *[nom] { -food }
        [gen] { -food(case: "gen") }
        [dat] { -food(case: "dat") }
        [acc] { -food(case: "acc") }
        [ins] { -food(case: "ins") }
        [loc] { -food(case: "loc") }
        [nom-pl] { -food(case: "gen") }
        [gen-pl] { -food(case: "gen") }
        [dat-pl] { -food(case: "dat") }
        [acc-pl] { -food(case: "gen") }
        [ins-pl] { -food(case: "ins") }
        [loc-pl] { -food(case: "loc") }
    }
    .gender = fem
# source-hash: 83050e6f9408
-goods-wood =
    { $case ->
       *[nom] { -wood }
        [gen] { -wood(case: "gen") }
        [dat] { -wood(case: "dat") }
        [acc] { -wood(case: "acc") }
        [ins] { -wood(case: "ins") }
        [loc] { -wood(case: "loc") }
        [nom-pl] { -wood(case: "gen") }
        [gen-pl] { -wood(case: "gen") }
        [dat-pl] { -wood(case: "dat") }
        [acc-pl] { -wood(case: "gen") }
        [ins-pl] { -wood(case: "ins") }
        [loc-pl] { -wood(case: "loc") }
    }
    .gender = fem
# source-hash: 2eb06cd8447e
-goods-coins =
    { $case ->
       *[nom] { -coin }
        [gen] { -coin(case: "gen") }
        [dat] { -coin(case: "dat") }
        [acc] { -coin(case: "acc") }
        [ins] { -coin(case: "ins") }
        [loc] { -coin(case: "loc") }
        [nom-pl] { -coin(case: "nom-pl") }
        [gen-pl] { -coin(case: "gen-pl") }
        [dat-pl] { -coin(case: "dat-pl") }
        [acc-pl] { -coin(case: "acc-pl") }
        [ins-pl] { -coin(case: "ins-pl") }
        [loc-pl] { -coin(case: "loc-pl") }
    }
    .gender = fem
# source-hash: 150ce531e42b
-goods-favor =
    { $case ->
       *[nom] { -favor }
        [gen] { -favor(case: "gen") }
        [dat] { -favor(case: "dat") }
        [acc] { -favor(case: "acc") }
        [ins] { -favor(case: "ins") }
        [loc] { -favor(case: "loc") }
        [nom-pl] { -favor(case: "gen") }
        [gen-pl] { -favor(case: "gen") }
        [dat-pl] { -favor(case: "dat") }
        [acc-pl] { -favor(case: "gen") }
        [ins-pl] { -favor(case: "ins") }
        [loc-pl] { -favor(case: "loc") }
    }
    .gender = fem
# source-hash: 9e64846198ee
-face-hit =
    { $case ->
       *[nom] { -hit }
        [gen] { -hit(case: "gen") }
        [dat] { -hit(case: "dat") }
        [acc] { -hit(case: "acc") }
        [ins] { -hit(case: "ins") }
        [loc] { -hit(case: "loc") }
        [nom-pl] { -hit(case: "nom-pl") }
        [gen-pl] { -hit(case: "gen-pl") }
        [dat-pl] { -hit(case: "dat-pl") }
        [acc-pl] { -hit(case: "acc-pl") }
        [ins-pl] { -hit(case: "ins-pl") }
        [loc-pl] { -hit(case: "loc-pl") }
    }
    .gender = masc
    .animacy = inan
# source-hash: 07bc70551cda
-face-double-hit =
    { $case ->
       *[nom] { -double-hit }
        [gen] { -double-hit(case: "gen") }
        [dat] { -double-hit(case: "dat") }
        [acc] { -double-hit(case: "acc") }
        [ins] { -double-hit(case: "ins") }
        [loc] { -double-hit(case: "loc") }
        [nom-pl] { -double-hit(case: "nom-pl") }
        [gen-pl] { -double-hit(case: "gen-pl") }
        [dat-pl] { -double-hit(case: "dat-pl") }
        [acc-pl] { -double-hit(case: "acc-pl") }
        [ins-pl] { -double-hit(case: "ins-pl") }
        [loc-pl] { -double-hit(case: "loc-pl") }
    }
    .gender = masc
    .animacy = inan
# source-hash: cbb14d3c66d9
-face-shield =
    { $case ->
       *[nom] { -shield }
        [gen] { -shield(case: "gen") }
        [dat] { -shield(case: "dat") }
        [acc] { -shield(case: "acc") }
        [ins] { -shield(case: "ins") }
        [loc] { -shield(case: "loc") }
        [nom-pl] { -shield(case: "nom-pl") }
        [gen-pl] { -shield(case: "gen-pl") }
        [dat-pl] { -shield(case: "dat-pl") }
        [acc-pl] { -shield(case: "acc-pl") }
        [ins-pl] { -shield(case: "ins-pl") }
        [loc-pl] { -shield(case: "loc-pl") }
    }
    .gender = masc
    .animacy = inan
# source-hash: c7c1f29efcda
-face-blank =
    { $case ->
       *[nom] { -blank }
        [gen] { -blank(case: "gen") }
        [dat] { -blank(case: "dat") }
        [acc] { -blank(case: "acc") }
        [ins] { -blank(case: "ins") }
        [loc] { -blank(case: "loc") }
        [nom-pl] { -blank(case: "nom-pl") }
        [gen-pl] { -blank(case: "gen-pl") }
        [dat-pl] { -blank(case: "dat-pl") }
        [acc-pl] { -blank(case: "acc-pl") }
        [ins-pl] { -blank(case: "ins-pl") }
        [loc-pl] { -blank(case: "loc-pl") }
    }
    .gender = fem
# source-hash: 2aa037ab2dd2
-enemy-troll =
    { $case ->
       *[nom] { -troll }
        [gen] { -troll(case: "gen") }
        [dat] { -troll(case: "dat") }
        [acc] { -troll(case: "acc") }
        [ins] { -troll(case: "ins") }
        [loc] { -troll(case: "loc") }
        [nom-pl] { -troll(case: "nom-pl") }
        [gen-pl] { -troll(case: "gen-pl") }
        [dat-pl] { -troll(case: "dat-pl") }
        [acc-pl] { -troll(case: "acc-pl") }
        [ins-pl] { -troll(case: "ins-pl") }
        [loc-pl] { -troll(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 5c8beecacbff
-enemy-draugr =
    { $case ->
       *[nom] { -draugr }
        [gen] { -draugr(case: "gen") }
        [dat] { -draugr(case: "dat") }
        [acc] { -draugr(case: "acc") }
        [ins] { -draugr(case: "ins") }
        [loc] { -draugr(case: "loc") }
        [nom-pl] { -draugr(case: "nom-pl") }
        [gen-pl] { -draugr(case: "gen-pl") }
        [dat-pl] { -draugr(case: "dat-pl") }
        [acc-pl] { -draugr(case: "acc-pl") }
        [ins-pl] { -draugr(case: "ins-pl") }
        [loc-pl] { -draugr(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 3c2532c96c75
-enemy-monster =
    { $case ->
       *[nom] { -monster }
        [gen] { -monster(case: "gen") }
        [dat] { -monster(case: "dat") }
        [acc] { -monster(case: "acc") }
        [ins] { -monster(case: "ins") }
        [loc] { -monster(case: "loc") }
        [nom-pl] { -monster(case: "nom-pl") }
        [gen-pl] { -monster(case: "gen-pl") }
        [dat-pl] { -monster(case: "dat-pl") }
        [acc-pl] { -monster(case: "acc-pl") }
        [ins-pl] { -monster(case: "ins-pl") }
        [loc-pl] { -monster(case: "loc-pl") }
    }
    .gender = neut
    .animacy = anim
# source-hash: acc5a65b0137
-enemy-kraken =
    { $case ->
       *[nom] { -kraken }
        [gen] { -kraken(case: "gen") }
        [dat] { -kraken(case: "dat") }
        [acc] { -kraken(case: "acc") }
        [ins] { -kraken(case: "ins") }
        [loc] { -kraken(case: "loc") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 6354c0475641
-colour-red =
    { $case ->
       *[nom] { -red }
        [gen] { -red(case: "gen") }
        [dat] { -red(case: "dat") }
        [acc] { -red(case: "acc") }
        [ins] { -red(case: "ins") }
        [loc] { -red(case: "loc") }
    }
# source-hash: 7360898b645e
-colour-yellow =
    { $case ->
       *[nom] { -yellow }
        [gen] { -yellow(case: "gen") }
        [dat] { -yellow(case: "dat") }
        [acc] { -yellow(case: "acc") }
        [ins] { -yellow(case: "ins") }
        [loc] { -yellow(case: "loc") }
    }
# source-hash: 7373575ba1b5
-colour-blue =
    { $case ->
       *[nom] { -blue }
        [gen] { -blue(case: "gen") }
        [dat] { -blue(case: "dat") }
        [acc] { -blue(case: "acc") }
        [ins] { -blue(case: "ins") }
        [loc] { -blue(case: "loc") }
    }
# source-hash: e0de01b9ca2c
-stall-military =
    { $case ->
       *[nom] { -military }
        [gen] { -military(case: "gen") }
        [dat] { -military(case: "dat") }
        [acc] { -military(case: "acc") }
        [ins] { -military(case: "ins") }
        [loc] { -military(case: "loc") }
    }
# source-hash: 6ee2450142b8
-stall-economic =
    { $case ->
       *[nom] { -economic }
        [gen] { -economic(case: "gen") }
        [dat] { -economic(case: "dat") }
        [acc] { -economic(case: "acc") }
        [ins] { -economic(case: "ins") }
        [loc] { -economic(case: "loc") }
    }
# source-hash: 046bb7d0280c
-space-brown = коричневе
# source-hash: 945060aa1383
-space-blue = синє
# source-hash: 9bb00691b918
-space-red = червоне

## What "the most" and "for each" count (B.55): -tally-<value>; "gen-pl" is the form after
## "найбільше" and "кількість", "acc" the one after "за кожну/кожного/кожен"

# source-hash: d8c1464e6f99
-tally-food =
    { $case ->
       *[nom] їжа
        [gen] їжі
        [acc] їжу
        [gen-pl] їжі
    }
    .gender = fem
# source-hash: d7a4f4969325
-tally-wood =
    { $case ->
       *[nom] деревина
        [gen] деревини
        [acc] деревину
        [gen-pl] деревини
    }
    .gender = fem
# source-hash: 77ce0e766274
-tally-coins =
    { $case ->
       *[nom] монета
        [gen] монети
        [acc] монету
        [gen-pl] монет
    }
    .gender = fem
# source-hash: de476ce1eab0
-tally-favor =
    { $case ->
       *[nom] Прихильність
        [gen] Прихильності
        [acc] Прихильність
        [gen-pl] Прихильності
    }
    .gender = fem
# source-hash: 55ddd2b0f540
-tally-glory =
    { $case ->
       *[nom] Слава
        [gen] Слави
        [acc] Славу
        [gen-pl] Слави
    }
    .gender = fem
# source-hash: 4cca7c7b2831
-tally-blame =
    { $case ->
       *[nom] Осуд
        [gen] Осуду
        [acc] Осуд
        [gen-pl] Осуду
    }
    .gender = masc
    .animacy = inan
# source-hash: 3926fcf9ae35
-tally-trolls =
    { $case ->
       *[nom] убитий троль
        [gen] убитого троля
        [acc] убитого троля
        [gen-pl] убитих тролів
    }
    .gender = masc
    .animacy = anim
# source-hash: 9e43f86bc33f
-tally-draugr =
    { $case ->
       *[nom] убитий драугр
        [gen] убитого драугра
        [acc] убитого драугра
        [gen-pl] убитих драугрів
    }
    .gender = masc
    .animacy = anim
# source-hash: ef8b8f69be3f
-tally-monsters =
    { $case ->
       *[nom] убите чудовисько
        [gen] убитого чудовиська
        [acc] убите чудовисько
        [gen-pl] убитих чудовиськ
    }
    .gender = neut
# source-hash: 8481ee0be884
-tally-enemies =
    { $case ->
       *[nom] убитий ворог
        [gen] убитого ворога
        [acc] убитого ворога
        [gen-pl] убитих ворогів
    }
    .gender = masc
    .animacy = anim
# source-hash: cf36ce17f497
-tally-warriors =
    { $case ->
       *[nom] кубик воїна
        [gen] кубика воїна
        [acc] кубик воїна
        [gen-pl] кубиків воїнів
    }
    .gender = masc
    .animacy = inan
# source-hash: 3cea2b692a8a
-tally-runes =
    { $case ->
       *[nom] руна
        [gen] руни
        [acc] руну
        [gen-pl] рун
    }
    .gender = fem

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: d55af493d606
-game-title = Чемпіони Мідгарду
# source-hash: 5c0fdb1f7a69
-deck-destinies = Долі
# source-hash: febfb08e0be8
-deck-draugr = Драугри
# source-hash: 48ce26489690
-deck-journeys = Подорожі
# source-hash: da3fada7a2a8
-deck-merchant-ships = Торгові кораблі
# source-hash: 13429fa497a7
-deck-monsters = Чудовиська
# source-hash: 40e00ff9160c
-deck-runes = Руни
# source-hash: 2d754e17db74
-deck-stalls = Ятки
# source-hash: 3ad75ae72710
-deck-trolls = Тролі
