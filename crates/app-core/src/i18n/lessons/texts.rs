//! The shape of the lessons' catalog: each kind of text as struct fields, so that a text missing
//! from a language is a compile error.

use crate::lessons::mistake::MistakeKind;

/// The Learn screens' own words.
#[derive(Debug)]
pub struct LessonUi {
    /// The map's heading.
    pub map_title: &'static str,
    /// The map's introduction.
    pub map_intro: &'static str,
    /// "{done} of {total} exercises done" under a lesson on the map.
    pub lesson_progress: &'static str,
    /// "{n} of 3 stars", for screen readers.
    pub stars_label: &'static str,
    /// "Exercise {n} of {total}".
    pub level_of: &'static str,
    /// Hint button.
    pub hint: &'static str,
    /// Start-again button.
    pub restart: &'static str,
    /// Next-exercise button.
    pub next_level: &'static str,
    /// Back to the map.
    pub back_to_map: &'static str,
    /// Writing the lessons' progress failed (the browser's storage is full or turned off): the
    /// lesson goes on, the stars are not kept. Here, not in the start-up catalog: only the
    /// lessons' module says it.
    pub cannot_save_progress: &'static str,
    /// Shown when the last exercise of a lesson is done.
    pub lesson_complete: &'static str,
    /// Praise by stars earned (1, 2, 3).
    pub praise: [&'static str; 3],
    /// "Moves: {steps} · three stars in {par}".
    pub steps: &'static str,
    /// The claim-draw button.
    pub claim_draw: &'static str,
    /// Label of the field for writing a move.
    pub write_label: &'static str,
    /// Placeholder of that field.
    pub write_placeholder: &'static str,
    /// Button checking the written move.
    pub write_submit: &'static str,
    /// Hint: a draw can be claimed now.
    pub hint_claim: &'static str,
    /// Hint: the goal is out of reach, start again.
    pub hint_restart: &'static str,
    /// Hint for a written move: "It begins with {text}".
    pub hint_text: &'static str,
    /// The other side is thinking.
    pub thinking: &'static str,
    /// Saved progress could not be read (and was kept aside).
    pub progress_unreadable: &'static str,
    /// The mark on the next lesson to do, on the map.
    pub next_lesson: &'static str,
    /// The button at the end of a lesson that opens the next one: "Next lesson: {title}".
    pub go_next_lesson: &'static str,
    /// Why fewer than three stars: the moves over the par ("Moves: {steps}, three stars in {par}").
    pub stars_moves: &'static str,
    /// Why fewer than three stars: the wrong tries ("Wrong tries: {n}").
    pub stars_mistakes: &'static str,
    /// Why fewer than three stars: a hint was taken (it costs one star).
    pub stars_hint: &'static str,
    /// Button opening a lesson not yet started.
    pub start: &'static str,
    /// Button opening a lesson in progress.
    pub resume: &'static str,
    /// Button opening a finished lesson again.
    pub replay: &'static str,
    /// "Touch-move: you touched {piece}." under the board.
    pub touched: &'static str,
    /// How to get out of check, for [`MistakeKind::EscapeOtherWay`], by [`Escape::index`](crate::lessons::model::Escape::index).
    pub escape_ways: [&'static str; 3],
}

/// A sentence per kind of mistake against a goal. Placeholders: `{played}` (the learner's move,
/// SAN), `{san}` (the refuting reply or the move asked for), `{square}`, `{squares}`,
/// `{pieces}` (the pieces on the highlighted squares, named by the main catalog), `{way}`,
/// `{ending}` (how the game would end, from the main catalog).
#[derive(Debug)]
#[allow(missing_docs)] // One field per `MistakeKind`, documented there.
pub struct MistakeTexts {
    pub no_check_here: &'static str,
    pub out_of_reach: &'static str,
    pub not_check: &'static str,
    pub king_escapes: &'static str,
    pub checker_captured: &'static str,
    pub check_blocked: &'static str,
    pub stalemate: &'static str,
    pub mate_refuted: &'static str,
    pub escape_other_way: &'static str,
    pub not_defended: &'static str,
    pub still_attacked: &'static str,
    pub bad_trade: &'static str,
    pub no_gain: &'static str,
    pub capture_missed: &'static str,
    pub not_promotion: &'static str,
    pub wrong_promotion: &'static str,
    pub not_castling: &'static str,
    pub other_castling: &'static str,
    pub not_en_passant: &'static str,
    pub not_that_move: &'static str,
    pub notation_unreadable: &'static str,
    pub notation_other_move: &'static str,
    pub notation_suffix: &'static str,
    pub notation_not_standard: &'static str,
    pub wrong_square: &'static str,
    pub wrong_answer: &'static str,
    pub resets_count: &'static str,
    pub no_claim: &'static str,
    pub claim_not_now: &'static str,
    pub not_draw: &'static str,
    pub legal_here: &'static str,
    pub touch_move: &'static str,
    pub goal_refuted: &'static str,
    pub ends_game: &'static str,
}

impl MistakeTexts {
    /// The sentence for a kind of mistake.
    #[must_use]
    pub fn get(&self, kind: MistakeKind) -> &'static str {
        match kind {
            MistakeKind::NoCheckHere => self.no_check_here,
            MistakeKind::OutOfReach => self.out_of_reach,
            MistakeKind::NotCheck => self.not_check,
            MistakeKind::KingEscapes => self.king_escapes,
            MistakeKind::CheckerCaptured => self.checker_captured,
            MistakeKind::CheckBlocked => self.check_blocked,
            MistakeKind::Stalemate => self.stalemate,
            MistakeKind::MateRefuted => self.mate_refuted,
            MistakeKind::EscapeOtherWay(_) => self.escape_other_way,
            MistakeKind::NotDefended => self.not_defended,
            MistakeKind::StillAttacked => self.still_attacked,
            MistakeKind::BadTrade => self.bad_trade,
            MistakeKind::NoGain => self.no_gain,
            MistakeKind::CaptureMissed => self.capture_missed,
            MistakeKind::NotPromotion => self.not_promotion,
            MistakeKind::WrongPromotion => self.wrong_promotion,
            MistakeKind::NotCastling => self.not_castling,
            MistakeKind::OtherCastling => self.other_castling,
            MistakeKind::NotEnPassant => self.not_en_passant,
            MistakeKind::NotThatMove => self.not_that_move,
            MistakeKind::NotationUnreadable => self.notation_unreadable,
            MistakeKind::NotationOtherMove => self.notation_other_move,
            MistakeKind::NotationSuffix => self.notation_suffix,
            MistakeKind::NotationNotStandard => self.notation_not_standard,
            MistakeKind::WrongSquare => self.wrong_square,
            MistakeKind::WrongAnswer => self.wrong_answer,
            MistakeKind::ResetsCount => self.resets_count,
            MistakeKind::NoClaim => self.no_claim,
            MistakeKind::ClaimNotNow => self.claim_not_now,
            MistakeKind::NotDraw => self.not_draw,
            MistakeKind::LegalHere => self.legal_here,
            MistakeKind::TouchMove => self.touch_move,
            MistakeKind::GoalRefuted => self.goal_refuted,
            MistakeKind::EndsGame => self.ends_game,
        }
    }
}

/// Questions explained: why an answer is right, a hint's clue, why a tapped square is wrong
/// (see [`crate::lessons::quiz`]). Placeholders are named in each field's sentence.
#[derive(Debug)]
pub struct QuizTexts {
    /// "The king on {king} is in check from {pieces}."
    pub status_check: &'static str,
    /// "No piece attacks the king on {king} …"
    pub status_no_check: &'static str,
    /// "{Side} can still move: {move} …"
    pub status_can_move: &'static str,
    /// "{Side} has no legal move at all."
    pub status_no_move: &'static str,
    /// White always begins.
    pub first_move: &'static str,
    /// "{Other} has just moved … now it is {side}'s move."
    pub turns: &'static str,
    /// Only the two kings are left.
    pub dead_kings: &'static str,
    /// "With only {pieces} beside the kings …"
    pub dead_material: &'static str,
    /// Nothing can ever get through.
    pub dead_closed: &'static str,
    /// "With {pieces} still on the board, a checkmate can still happen …"
    pub can_mate: &'static str,
    /// "A king and {pieces} can always checkmate a lone king …" (a forced win, not a hope).
    pub can_force_mate: &'static str,
    /// "… three times with {side} to move, so {side} may claim …"
    pub claim_threefold: &'static str,
    /// "Fifty moves each … so {side} may claim a draw."
    pub claim_fifty: &'static str,
    /// "With {side} to move … only {times} …"
    pub no_claim: &'static str,
    /// "once", "twice", "{n} times".
    pub times: [&'static str; 3],
    /// "{Loser}'s time ran out, and {winner} … wins."
    pub flag_wins: &'static str,
    /// "{Loser}'s time ran out, but {winner} has too little … a draw."
    pub flag_draw: &'static str,
    /// "A player who resigns loses the game: {winner} wins."
    pub resign: &'static str,
    /// A wrong answer with no sentence of its own: "Not that one. {clue}".
    pub not_that: &'static str,
    /// After a wrong answer to a two-option question: the button that asks another question
    /// (the explanation is read beside the old position first).
    pub new_question: &'static str,
    /// Clue: "Look at {side}'s king on {king} …"
    pub clue_status: &'static str,
    /// Clue: how every game begins.
    pub clue_first: &'static str,
    /// Clue: who moved last.
    pub clue_turns: &'static str,
    /// Clue: only the kings are left.
    pub clue_kings: &'static str,
    /// Clue: "Count what is left beside the kings: {pieces} …"
    pub clue_can_mate: &'static str,
    /// Clue: "Count how many times … with {side} to move …"
    pub clue_claim: &'static str,
    /// Clue: "{Loser}'s time is up … what {winner} has left …"
    pub clue_flag: &'static str,
    /// Clue: what resigning means.
    pub clue_resign: &'static str,
    /// Clue for a question with no clue of its own.
    pub clue_general: &'static str,
    /// Clue: "Find the {file}-file … rank {rank}."
    pub clue_find: &'static str,
    /// Clue: "Start from the king on {king} …"
    pub clue_checkers: &'static str,
    /// Clue: "Follow each way {piece} moves …"
    pub clue_dests: &'static str,
    /// Clue: "… could it capture on {square} …"
    pub clue_attackers: &'static str,
    /// Clue: a pawn that has just made a double step.
    pub clue_en_passant: &'static str,
    /// Clue: "{square} is one of them …"
    pub clue_one_of: &'static str,
    /// Wrong tap: "That is {square}. {want} is {way} from there."
    pub tap_find: &'static str,
    /// "one square to the right", "2 squares to the right" … "7 squares to the right": a form for each distance
    /// on the board, so that every language's noun agrees with its number without plural rules
    /// (Russian "на 3 поля", but "на 5 полей").
    pub to_right: [&'static str; 7],
    /// "one square to the left", "2 squares to the left" … "7 squares to the left": a form for each distance
    /// on the board, so that every language's noun agrees with its number without plural rules
    /// (Russian "на 3 поля", but "на 5 полей").
    pub to_left: [&'static str; 7],
    /// "one square up", "2 squares up" … "7 squares up": a form for each distance
    /// on the board, so that every language's noun agrees with its number without plural rules
    /// (Russian "на 3 поля", but "на 5 полей").
    pub upwards: [&'static str; 7],
    /// "one square down", "2 squares down" … "7 squares down": a form for each distance
    /// on the board, so that every language's noun agrees with its number without plural rules
    /// (Russian "на 3 поля", but "на 5 полей").
    pub downwards: [&'static str; 7],
    /// Wrong tap: "{square} is not one of the squares asked for. Look at {want}."
    pub tap_not_on_line: &'static str,
    /// Wrong tap: "There is no piece on {square}. Look at {want}."
    pub tap_empty: &'static str,
    /// Wrong tap: "{piece} is one of your own pieces. Look at {want}."
    pub tap_own: &'static str,
    /// Wrong tap: "{piece} does not attack {target}. Look at {want}."
    pub tap_not_attacking: &'static str,
    /// Wrong tap: "{square}: {reason} Look at {want}." (`reason`: the rules core's sentence).
    pub tap_illegal: &'static str,
    /// Wrong tap: "{square}: … en passant … Look at {want}."
    pub tap_no_en_passant: &'static str,
}

/// Every text of the lessons in one language.
#[derive(Debug)]
pub struct LessonTexts {
    /// BCP 47 language tag.
    pub lang: &'static str,
    /// The Learn screens' words.
    pub ui: LessonUi,
    /// Mistakes against goals.
    pub mistakes: MistakeTexts,
    /// Questions explained.
    pub quiz: QuizTexts,
    /// The curriculum's texts by key.
    pub texts: &'static [(&'static str, &'static str)],
}

impl LessonTexts {
    /// The text for a curriculum key; the key itself if it is missing (a test makes sure none
    /// is).
    #[must_use]
    pub fn get(&self, key: &'static str) -> &'static str {
        self.lookup(key).unwrap_or(key)
    }

    /// The text for a key, if the catalog has it.
    #[must_use]
    pub fn lookup(&self, key: &str) -> Option<&'static str> {
        self.texts.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }
}
