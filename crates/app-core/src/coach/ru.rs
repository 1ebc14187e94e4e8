//! The coach's words in Russian.

use super::words::CoachWords;

/// Russian.
pub static COACH_RU: CoachWords = CoachWords {
    judgements: ["Лучший ход", "Хороший ход", "Дебютный ход", "Неточность", "Ошибка", "Грубая ошибка"],
    hangs_free: "Теперь {by} забирает {piece.acc} даром: взять назад нечем.",
    hangs_exchange: "Теперь {by} бьёт {piece.acc}, и после размена у тебя остаётся меньше материала.",
    allows_mate: "Это позволяет поставить мат в {n, plural, one {# ход} few {# хода} many {# ходов} other {# хода}}, начиная с {move}.",
    misses_mate: "Был мат в {n, plural, one {# ход} few {# хода} many {# ходов} other {# хода}}, начиная с {move}.",
    stalemate_not_mate: "Это пат, то есть ничья, а ход {move} вёл к мату.",
    misses_free: "Ход {move} забирал {piece.acc} даром.",
    misses_material: "Ход {move} выигрывал материал: он бьёт {piece.acc}.",
    misses_fork: "Ход {move} нападал сразу на {a} и на {b}.",
    allows_fork: "Это позволяет ходом {move} напасть сразу на {a} и на {b}.",
    allows_promotion: "Это позволяет пешке превратиться: {move}.",
    gives_up_castling: "После этого хода король больше не может рокироваться, а взамен ничего не получено.",
    repeats_while_winning: "У тебя был выигрыш, а этот ход повторяет позицию в третий раз: можно потребовать ничью.",
    better: "Лучше было {move}.",
    line: "Вариант компьютера: {line}.",
    no_reason: "Ход компьютера был лучше.",
};
