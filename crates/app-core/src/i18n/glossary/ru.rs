//! Russian chess terms: the seed (003) and Russian chess literature, as the audit of 2026-12-07
//! checked them.

use super::Term;

/// The Russian terms, in English's order.
pub static TERMS: &[Term] = &[
    Term { concept: "king", word: "король", avoid: &[] },
    // "Королева" is the playground name; "ферзь" is the chess one.
    Term {
        concept: "queen", word: "ферзь", avoid: &["королева", "королеву", "королевой", "королевы"]
    },
    // "Тура" is colloquial (and "тур*" would catch "турнир": the forms are listed).
    Term { concept: "rook", word: "ладья", avoid: &["тура", "туру", "турой", "туры"] },
    Term { concept: "bishop", word: "слон", avoid: &["офицер*", "епископ*"] },
    Term { concept: "knight", word: "конь", avoid: &["лошад*", "рыцар*", "лошадк*"] },
    Term { concept: "pawn", word: "пешка", avoid: &["пехотин*"] },
    Term { concept: "check", word: "шах", avoid: &[] },
    Term { concept: "checkmate", word: "мат", avoid: &["шах и мат"] },
    Term { concept: "stalemate", word: "пат", avoid: &["тупик*"] },
    Term { concept: "castling", word: "рокировка", avoid: &["рокада*", "рокаду"] },
    Term {
        concept: "en passant", word: "взятие на проходе", avoid: &["взятие мимоходом", "мимоходом"]
    },
    Term {
        concept: "promotion",
        word: "превращение пешки",
        avoid: &["повышение пешки", "продвижение пешки", "промоушн*"],
    },
    Term {
        concept: "draw by agreement", word: "ничья по соглашению", avoid: &["по согласию", "по договорённости"]
    },
    Term {
        concept: "repetition",
        word: "троекратное повторение",
        avoid: &["трёхкратное повторение", "трехкратное повторение"],
    },
    Term { concept: "arbiter", word: "судья", avoid: &["арбитр*", "рефери"] },
    Term { concept: "increment", word: "добавление", avoid: &["инкремент*", "бонус*"] },
    Term { concept: "delay", word: "задержка", avoid: &["отсрочк*"] },
    Term {
        concept: "time runs out", word: "время вышло", avoid: &["упал флажок", "флажок упал"]
    },
    // One name for a "??" move: not "зевок" beside it.
    Term {
        concept: "blunder", word: "грубая ошибка", avoid: &["зевок", "зевка", "зевки", "зевков", "зевает"]
    },
    Term {
        concept: "opening", word: "дебют", avoid: &["открытие", "открытия", "открытии"]
    },
    Term { concept: "hint", word: "подсказка", avoid: &["намёк*", "намек*"] },
    Term { concept: "board", word: "доска", avoid: &[] },
    Term { concept: "scoresheet", word: "бланк", avoid: &["протокол*"] },
    Term {
        concept: "pinned", word: "связанная фигура", avoid: &["приколот*", "пригвожд*"]
    },
    Term { concept: "trade", word: "размен", avoid: &["обмен*"] },
    // Russian coaches and books say «взялся — ходи».
    Term { concept: "touch-move", word: "взялся — ходи", avoid: &["тронул — ходи"] },
    // FIDE Laws, Appendices A and B (fixed time; with an increment, the time plus 60 increments).
    Term {
        concept: "rapid: more than 10 and less than 60 minutes for each player",
        word: "быстрые шахматы",
        avoid: &["рапид*"],
    },
    Term { concept: "blitz: 10 minutes or less for each player", word: "блиц", avoid: &["молниеносн*"] },
    // The coach's better move is the best move, never "the computer's": against the computer a
    // child reads that as "your opponent played better" (issue 46).
    Term {
        concept: "best move", word: "лучший ход", avoid: &["ход компьютера", "вариант компьютера"]
    },
];
