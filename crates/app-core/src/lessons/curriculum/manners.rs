//! Lesson 21: over-the-board manners — touch-move and "j'adoube", the clock with increment and
//! delay. Then fair play: touching one's own piece and an enemy piece, letting go finishes the
//! move, who may adjust, one hand, draw offers, and the ways to lose a game without being mated.

use crate::lessons::model::{mv, Answer, Goal, Lesson, Level, Step};
use kaissa_rules::{Role, Square as S};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Manners.
pub const MANNERS: Lesson = Lesson {
    id: "manners",
    title: "manners.title",
    intro: "manners.intro",
    levels: &[
        Level::new("manners.1", START, Goal::Refused("touch-move-obligation"))
            .touched(S::G1)
            .defend()
            .within(1)
            .solution(&[Step::Try("e2e4")])
            .praise("manners.1.done"),
        Level::new("manners.2", "6k1/5ppp/8/8/8/8/5PPP/R3R1K1 w - - 0 1", Goal::Mate)
            .touched(S::A1)
            .defend()
            .within(1)
            .solution(&[mv("Ra8#")]),
        Level::new(
            "manners.3",
            "rnbqkb1r/pppp1ppp/5n2/4p1B1/4P3/3P4/PPP2PPP/RN1QKBNR w KQkq - 1 4",
            Goal::Capture(Role::Knight),
        )
        .touched(S::F6)
        .defend()
        .within(1)
        .solution(&[mv("Bxf6")])
        .praise("manners.3.done"),
        Level::new(
            "manners.4",
            START,
            Goal::Choose { options: &["ans.jadoube", "ans.just-touch", "ans.adjust-now"], answer: Answer::Fixed(0) },
        )
        .solution(&[Step::Choose(0)])
        .praise("manners.4.done"),
        Level::new(
            "manners.5",
            START,
            Goal::Choose {
                options: &["ans.t-0-20", "ans.t-0-23", "ans.t-0-33", "ans.t-0-40"],
                answer: Answer::Fixed(1),
            },
        )
        .solution(&[Step::Choose(1)])
        .praise("manners.5.done"),
        Level::new(
            "manners.6",
            START,
            Goal::Choose {
                options: &["ans.t-0-57", "ans.t-1-00", "ans.t-1-02", "ans.t-0-55"],
                answer: Answer::Fixed(1),
            },
        )
        .solution(&[Step::Choose(1)])
        .praise("manners.6.done"),
        Level::new(
            "manners.7",
            START,
            Goal::Choose { options: &["ans.same-hand", "ans.other-hand", "ans.any-hand"], answer: Answer::Fixed(0) },
        )
        .solution(&[Step::Choose(0)]),
        Level::new(
            "manners.8",
            START,
            Goal::Choose {
                options: &["ans.t-0-57", "ans.t-1-00", "ans.t-1-02", "ans.t-0-55"],
                answer: Answer::Fixed(0),
            },
        )
        .solution(&[Step::Choose(0)])
        .praise("manners.8.done"),
        // Touch-move from the start: the game's own mode, with its "J'adoube" button.
        Level::new("manners.9", "6k1/5ppp/8/8/8/8/5PPP/R1N3K1 w - - 0 1", Goal::Mate)
            .touch_move()
            .defend()
            .within(1)
            .solution(&[mv("Ra8#")])
            .praise("manners.9.done"),
        // FIDE 6.3: a time control with a number of moves; unused time carries over.
        rule_question("manners.10", &["ans.t-30-min", "ans.t-35-min", "ans.t-5-min"], 1, "manners.10.done"),
        // FIDE 6.5: White's clock is started at the start, whether White is there or not.
        rule_question("manners.11", &["ans.clock-nobody", "ans.clock-black", "ans.clock-white"], 2, "manners.11.done"),
    ],
};

/// A question about a rule of conduct: no position decides it, so the right option is data.
const fn rule_question(
    text: &'static str,
    options: &'static [&'static str],
    answer: usize,
    praise: &'static str,
) -> Level {
    // A stored solution must be `'static`: one literal per option index (an index beyond them
    // leaves the level without a solution, which the curriculum's tests refuse).
    let solution: &'static [Step] = match answer {
        0 => &[Step::Choose(0)],
        1 => &[Step::Choose(1)],
        2 => &[Step::Choose(2)],
        3 => &[Step::Choose(3)],
        _ => &[],
    };
    Level::new(text, START, Goal::Choose { options, answer: Answer::Fixed(answer) }).solution(solution).praise(praise)
}

/// Fair play at the board (FIDE 4.1, 4.2.1, 4.3.3, 4.7, 6.7, 7.5.5, 9.1.2).
pub const FAIR_PLAY: Lesson = Lesson {
    id: "fair-play",
    title: "fair-play.title",
    intro: "fair-play.intro",
    levels: &[
        // The bishop on g5 and then Black's knight on f6 are touched: the queen could take the
        // knight too, but 4.3.3 says the touched piece must capture the touched piece.
        Level::new(
            "fair-play.1",
            "rnbqkb1r/pppp1ppp/5n2/4p1B1/4P3/3P1Q2/PPP2PPP/RN2KBNR w KQkq - 1 4",
            Goal::Capture(Role::Knight),
        )
        .touched_both(S::G5, S::F6)
        .defend()
        .within(1)
        .solution(&[mv("Bxf6")])
        .praise("fair-play.1.done"),
        rule_question(
            "fair-play.2",
            &["ans.let-go-clock", "ans.let-go-made", "ans.let-go-quick"],
            1,
            "fair-play.2.done",
        ),
        rule_question(
            "fair-play.3",
            &["ans.adjust-now", "ans.adjust-silent", "ans.adjust-own-turn"],
            2,
            "fair-play.3.done",
        ),
        rule_question("fair-play.4", &["ans.two-hands", "ans.one-hand", "ans.any-hands"], 1, "fair-play.4.done"),
        rule_question(
            "fair-play.5",
            &["ans.offer-stands", "ans.offer-accepted", "ans.offer-gone"],
            2,
            "fair-play.5.done",
        ),
        rule_question(
            "fair-play.6",
            &["ans.offer-after-move", "ans.offer-their-time", "ans.offer-any-time"],
            0,
            "fair-play.6.done",
        ),
        rule_question(
            "fair-play.7",
            &["ans.two-more-minutes", "ans.lose-game", "ans.take-back"],
            1,
            "fair-play.7.done",
        ),
        rule_question("fair-play.8", &["ans.less-time", "ans.start-later", "ans.lose-game"], 2, "fair-play.8.done"),
        // FIDE 5.1.2: a game is resigned by saying so.
        rule_question("fair-play.9", &["ans.resign-leave", "ans.resign-say", "ans.resign-wait"], 1, "fair-play.9.done"),
        // FIDE A.4.2, B.3: in rapid and blitz too, the first illegal move gives time, the second
        // loses.
        rule_question("fair-play.10", &["ans.take-back", "ans.lose-game", "ans.more-time"], 2, "fair-play.10.done"),
        // FIDE 11.1, 11.5: manners at the board.
        rule_question(
            "fair-play.11",
            &["ans.talk-while-thinking", "ans.shake-hands", "ans.tap-squares"],
            1,
            "fair-play.11.done",
        ),
        // FIDE 11.7, 12.9: refusing to obey the arbiter can lose the game.
        rule_question(
            "fair-play.12",
            &["ans.conduct-nothing", "ans.conduct-draw", "ans.conduct-lose"],
            2,
            "fair-play.12.done",
        ),
    ],
};
