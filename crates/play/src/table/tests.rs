//! The table played with a tiny game of its own (take one or two counters; who takes the last wins) and with the
//! platform's real second game, Chicago Express.

use std::fmt;

use metro_game::bot::{Bot, BotMaker};
use metro_game::words::{HelpSection, Words};
use metro_game::{Deciders, GameInfo, GameKey, GameState, Outcome, Seat, WhyNot};
use metro_lang::Language;

use super::*;

/// Take one or two counters from the heap in turn; who takes the last wins.
#[derive(Clone, Debug)]
struct Heap {
    left: u32,
    turn: u8,
    /// The winner, once the heap is empty.
    winner: Option<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
struct Take(u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct NotSo(&'static str);

impl fmt::Display for NotSo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for NotSo {}

impl WhyNot for NotSo {
    fn rule(&self) -> &'static str {
        if self.0.starts_with("not") { "H-1" } else { "H-2.1" }
    }
}

impl GameState for Heap {
    type Setup = u32;
    type SetupError = NotSo;
    type Action = Take;
    type Event = u32;
    type View = u32;
    type Refusal = NotSo;

    const INFO: GameInfo = GameInfo {
        key: GameKey("heap"),
        name: "Heap",
        min_seats: 2,
        max_seats: 2,
    };

    fn new_game(setup: &u32, _seed: u64) -> Result<Heap, NotSo> {
        if *setup == 0 {
            return Err(NotSo("no counters"));
        }
        Ok(Heap {
            left: *setup,
            turn: 0,
            winner: None,
        })
    }

    fn seats(&self) -> u8 {
        2
    }

    fn to_move(&self) -> Deciders {
        if self.winner.is_some() {
            Deciders::None
        } else {
            Deciders::One(Seat(self.turn))
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Take>) {
        out.clear();
        if self.to_move() == Deciders::One(seat) {
            out.extend((1..=self.left.min(2)).map(Take));
        }
    }

    fn apply(&mut self, seat: Seat, action: Take, events: &mut Vec<u32>) -> Result<(), NotSo> {
        if self.to_move() != Deciders::One(seat) {
            return Err(NotSo("not your turn"));
        }
        if !(1..=self.left.min(2)).contains(&action.0) {
            return Err(NotSo("one or two, and no more than are left"));
        }
        self.left -= action.0;
        events.push(self.left);
        if self.left == 0 {
            self.winner = Some(self.turn);
        }
        self.turn = 1 - self.turn;
        Ok(())
    }

    fn view(&self, _seat: Seat) -> u32 {
        self.left
    }

    fn is_over(&self) -> bool {
        self.winner.is_some()
    }

    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner?;
        let places = if w == 0 { [1, 2] } else { [2, 1] };
        Some(Outcome::new(&[0, 0], &places))
    }

    fn hash(&self) -> u64 {
        u64::from(self.left) << 8 | u64::from(self.turn)
    }

    fn view_hash(&self, seat: Seat) -> u64 {
        self.hash() << 8 | u64::from(seat.0)
    }

    fn determinize(&self, _seat: Seat, _seed: u64) -> Heap {
        self.clone()
    }

    /// Three counters left turns up a card (the heap's one piece of chance, for undo's tests).
    fn reveals(event: &u32) -> bool {
        *event == 3
    }
}

impl Words for Heap {
    fn seat_name(&self, seat: Seat) -> String {
        match metro_lang::language() {
            Language::German => format!("Spieler {}", seat.0 + 1),
            _ => format!("Player {}", seat.0 + 1),
        }
    }

    fn offer(&self, _seat: Seat, action: Take) -> String {
        format!("Take {}", action.0)
    }

    fn tell(&self, seat: Seat, action: Take) -> String {
        // Told in the position it is taken in: the heap before it.
        match metro_lang::language() {
            Language::German => format!("{} nimmt {} von {}.", self.seat_name(seat), action.0, self.left),
            _ => format!("{} takes {} of {}.", self.seat_name(seat), action.0, self.left),
        }
    }

    fn preview(&self, _seat: Seat, action: Take) -> Option<String> {
        Some(format!("{} left", self.left - action.0.min(self.left)))
    }

    fn narrate(&self, event: &u32) -> Option<String> {
        (*event == 0).then(|| "The heap is empty.".to_string())
    }

    fn help(&self) -> Vec<HelpSection> {
        vec![HelpSection::from_text(
            "taking",
            "# Taking\nrules: H-2\n\nTake one or two.",
        )]
    }
}

/// Always takes one counter.
struct One;

impl Bot<Heap> for One {
    fn choose(&mut self, _game: &Heap, _seat: Seat, _legal: &[Take]) -> usize {
        0
    }
}

fn heap_bots(name: &str, seed: u64) -> Option<Box<dyn Bot<Heap>>> {
    match name {
        "one" => Some(Box::new(One)),
        _ => metro_game::bot::bot_by_name(name, seed),
    }
}

const HEAP_BOTS: BotMaker<Heap> = heap_bots;

fn heap(left: u32, players: [Player; 2]) -> Table<Heap> {
    Table::new(left, 7, players.to_vec(), HEAP_BOTS).expect("a table")
}

fn bot(name: &str) -> Player {
    Player::Bot(name.to_string())
}

#[test]
fn a_person_and_a_bot_take_turns_and_the_log_tells_them() {
    metro_lang::with_language(Language::English, || {
        let mut t = heap(5, [Player::Human, bot("one")]);
        assert_eq!(t.human_to_move(), Some(Seat(0)));
        assert_eq!(t.bot_to_move(), None);
        let offers = t.offers();
        assert_eq!(offers.len(), 2);
        assert_eq!(offers[1].words, "Take 2");
        assert_eq!(offers[1].preview.as_deref(), Some("3 left"));
        t.play(Take(2)).expect("legal");
        assert_eq!(t.human_to_move(), None);
        assert_eq!(t.bot_to_move(), Some(Seat(1)));
        assert_eq!(t.play(Take(1)), Err(TableError::NotYourTurn));
        assert!(matches!(t.poll_bot(None), BotStep::Moved(Seat(1))));
        assert_eq!(t.actions(), &[(Seat(0), Take(2)), (Seat(1), Take(1))]);
        let texts: Vec<&str> = t.log().iter().map(|l| l.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "A new game of Heap for 2 players, seed 7.",
                "Player 1 takes 2 of 5.",
                "Player 2 takes 1 of 3."
            ]
        );
        assert_eq!(t.log()[2].seat, Some(Seat(1)));
        assert_eq!(t.log()[2].kind, LineKind::Decision);
    });
}

#[test]
fn a_bot_thinks_on_its_thread_and_the_frame_does_not_wait() {
    let mut t = heap(4, [bot("random"), bot("one")]);
    let mut frames = 0;
    while !t.is_over() && frames < 100_000 {
        match t.poll_bot(Some(std::time::Duration::ZERO)) {
            BotStep::Moved(_) | BotStep::Thinking(_) => {}
            BotStep::Idle => break,
        }
        frames += 1;
    }
    assert!(t.is_over());
    let outcome = t.outcome().expect("an outcome");
    assert_eq!(outcome.winners().len(), 1);
    assert_eq!(t.bot_to_move(), None);
    assert_eq!(t.poll_bot(None), BotStep::Idle);
}

#[test]
fn a_refusal_is_the_game_s_with_its_rule_and_help_section() {
    let t = heap(1, [Player::Human, Player::Human]);
    let refused = t.refusal(Seat(0), Take(2)).expect("refused");
    assert_eq!(refused.rule, "H-2.1");
    assert_eq!(refused.reason, "one or two, and no more than are left");
    assert_eq!(
        refused.section,
        Some(("taking".to_string(), "Taking".to_string()))
    );
    let not_yours = t.refusal(Seat(1), Take(1)).expect("refused");
    assert_eq!(not_yours.rule, "H-1");
    assert_eq!(not_yours.section, None);
    assert_eq!(t.refusal(Seat(0), Take(1)), None);
    // asking changed nothing
    assert_eq!(t.game().left, 1);
}

#[test]
fn undo_takes_back_the_last_decision_of_a_person_and_the_bots_answers() {
    metro_lang::with_language(Language::English, || {
        let mut t = heap(9, [Player::Human, bot("one")]).with_undo(UndoPolicy::ThroughBots);
        assert!(!t.can_undo());
        assert_eq!(t.undo(), Err(TableError::NothingToUndo));
        t.play(Take(1)).expect("legal");
        t.run_bots(10);
        t.play(Take(2)).expect("legal");
        t.run_bots(10);
        assert_eq!(t.game().left, 4);
        let before = t.position();
        t.undo().expect("undone");
        assert_ne!(t.position(), before);
        assert_eq!(t.game().left, 7);
        assert_eq!(t.actions().len(), 2);
        assert_eq!(t.events().len(), 2);
        assert_eq!(t.human_to_move(), Some(Seat(0)));
        let last = t.log().last().expect("a line");
        assert_eq!(last.kind, LineKind::Note);
        assert_eq!(last.text, "Player 1 takes back “Take 2”.");
        // play goes on from there
        t.play(Take(1)).expect("legal");
        assert_eq!(t.game().left, 6);
        assert!(t.log().last().is_some_and(|l| l.text == "Player 1 takes 1 of 7."));
    });
}

#[test]
fn undo_never_takes_back_another_persons_decision() {
    metro_lang::with_language(Language::English, || {
        let mut t = heap(9, [Player::Human, Player::Human]);
        t.play(Take(1)).expect("legal");
        // Player 2 decides now: Player 1's decision is not theirs to take back.
        assert_eq!(t.human_to_move(), Some(Seat(1)));
        assert_eq!(t.undoable(), None);
        assert_eq!(t.undo(), Err(TableError::NothingToUndo));
        t.play(Take(1)).expect("legal");
        // Nor Player 2's for Player 1.
        assert_eq!(t.human_to_move(), Some(Seat(0)));
        assert!(!t.can_undo());
        assert_eq!(t.game().left, 7);
    });
}

#[test]
fn undo_stops_at_what_was_revealed() {
    metro_lang::with_language(Language::English, || {
        // Taking 2 of 5 leaves 3, which turns up a card: the decision is kept.
        let mut t = heap(5, [Player::Human, bot("one")]);
        t.play(Take(2)).expect("legal");
        t.run_bots(10);
        assert_eq!(t.human_to_move(), Some(Seat(0)));
        assert!(!t.can_undo());
        assert_eq!(t.undo(), Err(TableError::NothingToUndo));
        // Without a reveal the same person takes back their decision and the bot's answer, and is told what.
        let mut t = heap(9, [Player::Human, bot("one")]).with_undo(UndoPolicy::ThroughBots);
        t.play(Take(1)).expect("legal");
        t.run_bots(10);
        assert_eq!(t.undoable(), Some(0));
        assert_eq!(t.undoable_words().as_deref(), Some("Player 1 takes 1 of 9."));
    });
}

#[test]
fn by_default_undo_keeps_to_a_persons_own_turn() {
    metro_lang::with_language(Language::English, || {
        // Board Game Arena's policy: once the bot answered, the person's decision stays.
        let mut t = heap(9, [Player::Human, bot("one")]);
        t.play(Take(1)).expect("legal");
        t.run_bots(10);
        assert_eq!(t.human_to_move(), Some(Seat(0)));
        assert_eq!(t.undoable(), None);
        assert_eq!(t.undo(), Err(TableError::NothingToUndo));
        // (A person's own steps within one turn are taken back one by one: Tokyo Metro's session tests.)
    });
}

#[test]
fn a_change_of_language_tells_the_log_again() {
    let mut t = metro_lang::with_language(Language::English, || {
        let mut t = heap(3, [Player::Human, Player::Human]);
        t.play(Take(1)).expect("legal");
        t.play(Take(2)).expect("legal");
        t
    });
    assert!(t.is_over());
    assert!(t.log().iter().any(|l| l.text == "Player 2 takes 2 of 2."));
    metro_lang::with_language(Language::German, || {
        t.refresh_log();
        let texts: Vec<&str> = t.log().iter().map(|l| l.text.as_str()).collect();
        assert!(texts.contains(&"Spieler 1 nimmt 1 von 3."), "{texts:?}");
        assert!(texts.contains(&"Spieler 2 nimmt 2 von 2."), "{texts:?}");
        assert!(texts.contains(&"The heap is empty."));
        assert!(texts[0].starts_with("Eine neue Partie Heap"));
    });
}

#[test]
fn a_table_refuses_wrong_seats_unknown_bots_and_a_refused_setup() {
    assert!(matches!(
        Table::new(3, 1, vec![Player::Human], HEAP_BOTS),
        Err(TableError::Seats { game: 2, players: 1 })
    ));
    assert!(matches!(
        Table::new(3, 1, vec![Player::Human, bot("genius")], HEAP_BOTS),
        Err(TableError::UnknownBot(name)) if name == "genius"
    ));
    assert!(matches!(
        Table::new(0, 1, vec![Player::Human, Player::Human], HEAP_BOTS),
        Err(TableError::Setup(_))
    ));
}

#[test]
fn a_person_cannot_play_an_action_the_game_refuses() {
    let mut t = heap(1, [Player::Human, Player::Human]);
    let Err(TableError::Refused(refused)) = t.play(Take(2)) else {
        panic!("refused")
    };
    assert_eq!(refused.rule, "H-2.1");
    assert!(t.actions().is_empty());
}

/// Chicago Express, the platform's second game, at the table.
mod chicago {
    use super::*;
    use metro_chicago::{Action, Game, HexId, Pending, Setup};

    const BOTS: BotMaker<Game> = metro_game::bot::bot_by_name::<Game>;

    #[test]
    fn four_bots_play_a_game_to_its_end_on_their_threads() {
        let players = vec![bot("random"); 4];
        let mut t = Table::new(Setup::new(4), 3, players, BOTS).expect("a table");
        let taken = t.run_bots(100_000);
        assert!(t.is_over(), "over after {taken} decisions");
        assert_eq!(t.actions().len(), taken);
        let outcome = t.outcome().expect("an outcome");
        assert!(!outcome.winners().is_empty());
        // The log tells every decision once.
        let decisions = t.log().iter().filter(|l| l.kind == LineKind::Decision).count();
        assert_eq!(decisions, taken);
        // An event that only repeats its decision's sentence is told once.
        for pair in t.log().windows(2) {
            if pair[0].kind == LineKind::Decision && pair[1].kind == LineKind::Event {
                assert_ne!(pair[0].text, pair[1].text);
            }
        }
        // The actions replay to the same game: what a save needs.
        let mut again = Game::new(*t.setup(), t.seed()).expect("a game");
        let mut events = Vec::new();
        for &(seat, action) in t.actions() {
            metro_game::GameState::apply(&mut again, seat, action, &mut events).expect("replays");
        }
        assert_eq!(
            metro_game::GameState::hash(&again),
            metro_game::GameState::hash(t.game())
        );
    }

    #[test]
    fn a_person_is_offered_the_game_s_words_and_told_why_not() {
        metro_lang::with_language(Language::English, || {
            let players = vec![Player::Human, bot("random"), bot("random")];
            let mut t = Table::new(Setup::new(3), 1, players, BOTS)
                .expect("a table")
                .with_undo(UndoPolicy::ThroughBots);
            assert_eq!(t.human_to_move(), Some(Seat(0)));
            assert!(matches!(t.game().state().pending(), Pending::Auction(_)));
            let offers = t.offers();
            assert!(offers.iter().any(|o| o.action == Action::Pass));
            assert!(offers.iter().all(|o| !o.words.is_empty()));
            // A placement in an auction is refused, with the rule and the section that explains it.
            let why = t.refusal(Seat(0), Action::Place(HexId(0))).expect("refused");
            assert!(!why.rule.is_empty());
            assert!(!why.reason.is_empty());
            // A bot's seat is not the person's to play.
            t.play(Action::Pass).expect("a pass");
            assert_eq!(t.play(Action::Pass), Err(TableError::NotYourTurn));
            t.run_bots(1_000);
            assert!(t.can_undo());
            t.undo().expect("undone");
            assert!(t.actions().is_empty());
            assert_eq!(t.human_to_move(), Some(Seat(0)));
        });
    }

    #[test]
    fn the_log_of_a_game_is_told_again_in_german() {
        let mut t = metro_lang::with_language(Language::English, || {
            let players = vec![bot("random"), bot("random")];
            let mut t = Table::new(Setup::new(2), 9, players, BOTS).expect("a table");
            t.run_bots(30);
            t
        });
        let english: Vec<String> = t.log().iter().map(|l| l.text.clone()).collect();
        metro_lang::with_language(Language::German, || t.refresh_log());
        let german: Vec<String> = t.log().iter().map(|l| l.text.clone()).collect();
        assert_eq!(english.len(), german.len());
        assert!(
            german[0].starts_with("Eine neue Partie Chicago Express"),
            "{german:?}"
        );
        assert!(german[1].contains("Spieler 1"), "{german:?}");
        assert_ne!(english[1], german[1]);
    }

    /// The table's setup of a Chicago Express save (the built-in board only).
    fn builtin(setup: &metro_chicago::record::SaveSetup) -> Result<Setup, String> {
        Ok(setup.setup())
    }

    /// The saved setup of a table's game.
    fn saved(t: &Table<Game>) -> metro_chicago::record::SaveSetup {
        metro_chicago::record::SaveSetup {
            options: t.setup().options,
            ..metro_chicago::record::SaveSetup::builtin(t.setup().players)
        }
    }

    #[test]
    fn a_saved_table_is_set_up_again_as_it_stood() {
        metro_lang::with_language(Language::English, || {
            let players = vec![Player::Human, bot("random"), bot("flat:2")];
            let mut t = Table::new(Setup::new(3), 11, players.clone(), BOTS).expect("a table");
            t.play(Action::Pass).expect("a pass");
            t.run_bots(60);
            let text = t.save(saved(&t)).expect("saved");
            assert!(
                text.contains("\"seats\": [\"human\",\"random\",\"flat:2\"]"),
                "{text}"
            );
            let back = Table::from_save(&text, builtin, BOTS).expect("loaded");
            assert_eq!(back.game().hash(), t.game().hash());
            assert_eq!(back.actions(), t.actions());
            assert_eq!(back.players(), &players[..]);
            assert_eq!(back.seed(), 11);
            assert_eq!(back.log().len(), t.log().len());
            assert_eq!(back.log().last(), t.log().last());
            assert_eq!(back.human_to_move(), t.human_to_move());
            // A replay of the first decisions gives the position then.
            let first =
                Table::replayed(Setup::new(3), 11, players, BOTS, &t.actions()[..1]).expect("replayed");
            assert_eq!(first.actions().len(), 1);
        });
    }

    #[test]
    fn a_tampered_save_is_refused_with_its_reason() {
        metro_lang::with_language(Language::English, || {
            let players = vec![bot("random"); 2];
            let mut t = Table::new(Setup::new(2), 4, players, BOTS).expect("a table");
            t.run_bots(40);
            let text = t.save(saved(&t)).expect("saved");
            let at = text.find("{\"after\":16,\"hash\":\"").expect("a checkpoint") + 20;
            let mut tampered = text.clone();
            tampered.replace_range(at..at + 16, "0123456789abcdef");
            let error = Table::from_save(&tampered, builtin, BOTS).expect_err("refused");
            assert!(matches!(error, TableError::Save(_)), "{error}");
            assert!(error.to_string().contains("hash mismatch"), "{error}");
            let unknown = text.replacen("\"random\",\"random\"", "\"random\",\"nobody\"", 1);
            assert_eq!(
                Table::from_save(&unknown, builtin, BOTS).expect_err("refused"),
                TableError::UnknownBot("nobody".into())
            );
            let custom = |_: &metro_chicago::record::SaveSetup| Err("a custom board".to_string());
            assert!(matches!(
                Table::from_save(&text, custom, BOTS),
                Err(TableError::Setup(_))
            ));
        });
    }
}
