//! The coach's words in Latvian.

use super::words::CoachWords;

/// Latvian.
pub static COACH_LV: CoachWords = CoachWords {
    judgements: ["Labākais gājiens", "Labs gājiens", "Debijas gājiens", "Neprecizitāte", "Kļūda", "Rupja kļūda"],
    hangs_free: "Tagad {by} par velti paņem {piece.acc}: atsist nav ar ko.",
    hangs_exchange: "Tagad {by} ņem {piece.acc}, un pēc maiņas tev paliek mazāk materiāla.",
    allows_mate:
        "Tas ļauj pieteikt matu {n, plural, zero {# gājienos} one {# gājienā} other {# gājienos}}, sākot ar {move}.",
    misses_mate: "Bija mats {n, plural, zero {# gājienos} one {# gājienā} other {# gājienos}}, sākot ar {move}.",
    stalemate_not_mate: "Tas ir pats, tātad neizšķirts, bet gājiens {move} veda uz matu.",
    misses_free: "Ar gājienu {move} varēji par velti paņemt {piece.acc}.",
    misses_material: "Gājiens {move} ieguva materiālu: tas ņem {piece.acc}.",
    misses_fork: "Ar gājienu {move} varēji apdraudēt uzreiz {a} un {b}.",
    allows_fork: "Tas ļauj ar gājienu {move} apdraudēt uzreiz {a} un {b}.",
    allows_promotion: "Tas ļauj bandiniekam pārvērsties: {move}.",
    gives_up_castling: "Pēc šī gājiena karalis vairs nevar rokādēt, un nekas nav iegūts.",
    repeats_while_winning: "Tev bija uzvara, bet šis gājiens trešo reizi atkārto pozīciju: var pieprasīt neizšķirtu.",
    better: "Labāk bija {move}.",
    line: "Datora variants: {line}.",
    no_reason: "Datora gājiens bija labāks.",
};
