//! The coach's words in Lithuanian.

use super::words::CoachWords;

/// Lithuanian.
pub static COACH_LT: CoachWords = CoachWords {
    judgements: ["Geriausias ėjimas", "Geras ėjimas", "Debiuto ėjimas", "Netikslumas", "Klaida", "Šiurkšti klaida"],
    hangs_free: "Dabar {by} veltui paima {piece.acc}: atkirsti nėra kuo.",
    hangs_exchange: "Dabar {by} kerta {piece.acc}, ir po mainų tau lieka mažiau medžiagos.",
    allows_mate:
        "Tai leidžia paskelbti matą per {n, plural, one {# ėjimą} few {# ėjimus} other {# ėjimų}}, pradedant {move}.",
    misses_mate: "Buvo matas per {n, plural, one {# ėjimą} few {# ėjimus} other {# ėjimų}}, pradedant {move}.",
    stalemate_not_mate: "Tai patas, t. y. lygiosios, o ėjimas {move} vedė į matą.",
    misses_free: "Ėjimu {move} galėjai veltui paimti {piece.acc}.",
    misses_material: "Ėjimas {move} laimėjo medžiagos: jis kerta {piece.acc}.",
    misses_fork: "Ėjimu {move} galėjai pulti iš karto {a} ir {b}.",
    allows_fork: "Tai leidžia ėjimu {move} pulti iš karto {a} ir {b}.",
    allows_promotion: "Tai leidžia pėstininkui virsti: {move}.",
    gives_up_castling: "Po šio ėjimo karalius nebegali rokiruotis, o nieko nelaimėta.",
    repeats_while_winning: "Laimėjai, o šis ėjimas trečią kartą pakartoja poziciją: galima reikalauti lygiųjų.",
    better: "Geriau buvo {move}.",
    line: "Kompiuterio variantas: {line}.",
    no_reason: "Kompiuterio ėjimas buvo geresnis.",
};
