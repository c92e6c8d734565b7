//! Chicago Express's words for players behind the platform's [`metro_game::words::Words`]: a seat's name, a choice
//! as a button ([`Game::offer`]) and as a line of the log ([`Game::tell`]), what a choice costs and does
//! ([`Game::preview`], computed from the game), an event told ([`Game::narrate`]), a refusal's reason, and the rules
//! help ([`rules_help`]). The short words are in `locales/{en,de,it}/words.ftl`; the rules help's sections are whole
//! files, one per section and language (`help/*.md`, `help/de/`, `help/it/`, compiled in by `metro_lang::texts!`):
//! a `# Title` line, a `rules:` line naming the CE-/DCE- rules the section explains, then the text.

use metro_game::words::{HelpSection, Words};
use metro_lang::{Language, Texts, texts};

use crate::action::Action;
use crate::board::HexKind;
use crate::event::{AuctionKind, Event};
use crate::game::Game;
use crate::ids::{Company, Dial, HexId, Seat};
use crate::locale::tr;
use crate::narrate::{company_name, dial_name, hex_name, money, player_name};
use crate::refusal::Refusal;
use crate::setup::{FOREST_MONEY, PLACEMENTS_PER_BUILD};
use crate::state::Pending;

/// The rules help's sections in reading order: (key, text in every language).
const HELP: &[(&str, Texts)] = &[
    ("goal", texts!("help", "goal.md")),
    ("turn", texts!("help", "turn.md")),
    ("auctions", texts!("help", "auctions.md")),
    ("building", texts!("help", "building.md")),
    ("developing", texts!("help", "developing.md")),
    ("dividends", texts!("help", "dividends.md")),
    ("chicago", texts!("help", "chicago.md")),
    ("end", texts!("help", "end.md")),
];

/// The rules help in `language`: every section with its title, text and the rule IDs it explains (read from the
/// English file's `rules:` line, so they are the same in every language).
pub fn rules_help_in(language: Language) -> Vec<HelpSection> {
    HELP.iter()
        .map(|(key, texts)| {
            let mut section = HelpSection::from_text(key, texts.get(language));
            section.rules = HelpSection::from_text(key, texts.english).rules;
            section
        })
        .collect()
}

/// The rules help in the current language.
pub fn rules_help() -> Vec<HelpSection> {
    rules_help_in(metro_lang::language())
}

/// A hex as a button names it: its printed name alone (`Toledo`), else its kind and label (`forest J3`).
fn short_hex_name(game: &Game, hex: HexId) -> String {
    match game
        .board()
        .hexes()
        .get(hex.index())
        .and_then(|h| h.name.as_ref())
    {
        Some(name) => name.clone(),
        None => hex_name(game.board(), hex),
    }
}

/// Companies' names as a list (`PRR, B&O`).
fn company_list(game: &Game, companies: &[Company]) -> String {
    let names: Vec<String> = companies.iter().map(|&c| company_name(game.board(), c)).collect();
    names.join(&tr!("end-separator"))
}

impl Game {
    /// `action` as a button offered to the player deciding, in the current language: `Bid $14`, `Pass`,
    /// `Auction a share of B&O`, `Develop Pittsburgh`, `Build for PRR`, `Decline the Development action`,
    /// `Place a locomotive on Toledo ($4)`, `Stop building`.
    pub fn offer(&self, action: Action) -> String {
        let board = self.board();
        match action {
            Action::Bid(amount) => tr!("offer-bid", amount = money(amount)),
            Action::Pass => tr!("offer-pass"),
            Action::Offer(c) => tr!("offer-auction", company = company_name(board, c)),
            Action::Develop(h) => tr!("offer-develop", hex = short_hex_name(self, h)),
            Action::BuildFor(c) => tr!("offer-build-for", company = company_name(board, c)),
            Action::Decline(dial) => tr!("offer-decline", dial = dial_name(dial)),
            Action::Place(h) => tr!(
                "offer-place",
                hex = short_hex_name(self, h),
                cost = money(self.placement_cost(h))
            ),
            Action::Stop => tr!("offer-stop"),
        }
    }

    /// What `action` would cost `seat` and do, in one or two sentences of the current language, computed from the
    /// game as it stands (cost, treasury, income, dividend, the needle and a Dividend Phase it would bring); `None`
    /// for an action that is not asked now.
    pub fn preview(&self, seat: Seat, action: Action) -> Option<String> {
        match (self.state().pending(), action) {
            (Pending::Auction(a), Action::Bid(amount)) => {
                let c = self.state().company(a.company);
                Some(tr!(
                    "preview-bid",
                    amount = money(amount),
                    company = company_name(self.board(), a.company),
                    left = money(self.state().cash(seat).saturating_sub(amount)),
                    per = money(c.income.div_ceil(u32::from(c.held) + 1)),
                    income = money(c.income)
                ))
            }
            (Pending::Auction(a), Action::Pass) => {
                let everyone = (1u8 << self.state().players()) - 1;
                let passed = a.passed | (1 << seat.0);
                let (outcome, player, price) = match a.high {
                    Some((bidder, price)) if passed | (1 << bidder.0) == everyone => ("sold", bidder, price),
                    None if passed == everyone && a.kind == AuctionKind::Initial => ("free", a.starter, 0),
                    None if passed == everyone => ("unsold", a.starter, 0),
                    _ => ("out", seat, 0),
                };
                Some(tr!(
                    "preview-pass",
                    outcome = outcome,
                    player = player_name(player),
                    company = company_name(self.board(), a.company),
                    price = money(price)
                ))
            }
            (Pending::Turn, Action::Offer(company)) => {
                let c = self.state().company(company);
                let text = tr!(
                    "preview-offer",
                    company = company_name(self.board(), company),
                    minimum = money(self.minimum_bid(company)),
                    per = money(c.income.div_ceil(u32::from(c.held) + 1)),
                    income = money(c.income)
                );
                Some(self.with_dividend_phase(text, Dial::Auction))
            }
            (Pending::Turn, Action::Develop(hex)) => {
                let text = self.preview_develop(hex);
                Some(self.with_dividend_phase(text, Dial::Develop))
            }
            (Pending::Turn, Action::BuildFor(company)) => {
                let c = self.state().company(company);
                // The placements the building action would offer (the game's own list), at their costs now.
                let mut building = self.clone();
                let cheapest = match building.apply(Action::BuildFor(company)) {
                    Ok(_) => building
                        .legal_actions()
                        .into_iter()
                        .filter_map(|a| match a {
                            Action::Place(h) => Some(building.placement_cost(h)),
                            _ => None,
                        })
                        .min()
                        .unwrap_or(0),
                    Err(_) => 0,
                };
                let count = u32::from(c.locomotives_left).min(u32::from(PLACEMENTS_PER_BUILD));
                let text = tr!(
                    "preview-build-for",
                    company = company_name(self.board(), company),
                    count = count,
                    treasury = money(c.treasury),
                    cheapest = money(cheapest)
                );
                Some(self.with_dividend_phase(text, Dial::Build))
            }
            (Pending::Turn, Action::Decline(dial)) => {
                let step = self.state().dial(dial).saturating_add(1);
                let steps = self.board().dial_steps(dial);
                let text = tr!(
                    "preview-decline",
                    dial = dial_name(dial),
                    step = u32::from(step),
                    steps = u32::from(steps),
                    red = if step >= steps { "yes" } else { "no" }
                );
                Some(self.with_dividend_phase(text, dial))
            }
            (Pending::Build { company, .. }, Action::Place(hex)) => Some(self.preview_place(company, hex)),
            (Pending::Build { company, placed }, Action::Stop) => {
                let text = tr!(
                    "preview-stop",
                    company = company_name(self.board(), company),
                    placed = u32::from(placed)
                );
                Some(if self.needles_on_red(None) >= 2 {
                    self.dividend_phase_sentence(text)
                } else {
                    text
                })
            }
            _ => None,
        }
    }

    /// How many needles stand on red, with `moved`'s needle one step further.
    fn needles_on_red(&self, moved: Option<Dial>) -> usize {
        Dial::ALL
            .iter()
            .filter(|&&d| {
                let step = self.state().dial(d) + u8::from(moved == Some(d));
                step >= self.board().dial_steps(d)
            })
            .count()
    }

    /// `text`, followed by the Dividend Phase that moving `dial`'s needle would bring at the end of the turn.
    fn with_dividend_phase(&self, text: String, dial: Dial) -> String {
        if self.needles_on_red(Some(dial)) >= 2 {
            self.dividend_phase_sentence(text)
        } else {
            text
        }
    }

    /// `text` and the sentence of a Dividend Phase that follows this turn (and ends the game, if an end condition
    /// holds already: none of them can cease to hold).
    fn dividend_phase_sentence(&self, text: String) -> String {
        let ends = if self.end_conditions().any() { "yes" } else { "no" };
        format!("{text} {}", tr!("preview-dividend-phase", ends = ends))
    }

    /// What developing `hex` does: a house and the income it adds, forest money, or an industrial city's growth.
    fn preview_develop(&self, hex: HexId) -> String {
        let board = self.board();
        let h = board.hex(hex);
        let bits = self.state().companies_on(hex);
        let on: Vec<Company> = (0..board.companies().len() as u8)
            .map(Company)
            .filter(|c| bits & (1 << c.0) != 0)
            .collect();
        let companies = company_list(self, &on);
        if let Some(row) = h.industrial {
            let row = usize::from(row);
            let from = self.industry_value(row);
            let values = &board.industrial()[row].values;
            let next =
                (usize::from(self.state().industry_space(row)) + 1).min(values.len().saturating_sub(1));
            let to = values.get(next).copied().unwrap_or(from);
            return tr!(
                "preview-develop-industry",
                hex = hex_name(board, hex),
                from = u32::from(from),
                to = u32::from(to),
                companies = companies,
                by = money(u32::from(to.saturating_sub(from)))
            );
        }
        let left = u32::from(self.state().houses_left().saturating_sub(1));
        if h.kind == HexKind::Forest {
            tr!(
                "preview-develop-forest",
                hex = hex_name(board, hex),
                left = left,
                companies = companies,
                amount = money(FOREST_MONEY)
            )
        } else {
            tr!(
                "preview-develop-house",
                hex = hex_name(board, hex),
                left = left,
                companies = companies,
                by = money(u32::from(h.house))
            )
        }
    }

    /// What placing a locomotive of `company` on `hex` costs and adds, and the Chicago Phase it would bring.
    fn preview_place(&self, company: Company, hex: HexId) -> String {
        let board = self.board();
        let c = self.state().company(company);
        let chicago = hex == board.chicago();
        let gain = if chicago {
            u32::from(board.hex(hex).income)
        } else {
            self.placement_income(hex)
        };
        let name = company_name(board, company);
        let text = tr!(
            "preview-place",
            company = name.as_str(),
            cost = money(self.placement_cost(hex)),
            base = money(u32::from(board.hex(hex).cost)),
            count = u32::from(self.state().locomotives_on(hex)) + 1,
            treasury = money(c.treasury),
            gain = gain,
            by = money(gain),
            to = money(c.income + gain)
        );
        if !chicago {
            return text;
        }
        let late = board
            .late_company()
            .filter(|l| !self.state().company(*l).open && !self.state().chicago_reached());
        let per = if c.held == 0 {
            0
        } else {
            (c.income + gain).div_ceil(u32::from(c.held))
        };
        let chicago = tr!(
            "preview-place-chicago",
            company = name.as_str(),
            per = money(per),
            first = if late.is_some() { "yes" } else { "no" },
            late = late.map(|l| company_name(board, l)).unwrap_or_default()
        );
        format!("{text} {chicago}")
    }
}

/// Chicago Express's words, in the current language (`metro_lang`).
impl Words for Game {
    fn seat_name(&self, seat: Seat) -> String {
        player_name(seat)
    }

    fn offer(&self, _seat: Seat, action: Action) -> String {
        Game::offer(self, action)
    }

    fn tell(&self, seat: Seat, action: Action) -> String {
        Game::tell(self, seat, action)
    }

    fn preview(&self, seat: Seat, action: Action) -> Option<String> {
        Game::preview(self, seat, action)
    }

    /// Every event of the game's own lists is told: each one changes money, shares, locomotives, incomes, houses,
    /// the dials or the industrial-city table, or says who acts. Only [`Event::Awaiting`], which closes a seat's
    /// events of a decision ([`Game::seat_events`]) to keep its view in step, is not.
    fn narrate(&self, event: &Event) -> Option<String> {
        match event {
            Event::Awaiting { .. } => None,
            _ => Some(Game::narrate(self, event)),
        }
    }

    /// The reason alone, in players' words (the rule's ID is [`metro_game::WhyNot::rule`]).
    fn refusal(&self, refusal: &Refusal) -> String {
        refusal.reason()
    }

    fn help(&self) -> Vec<HelpSection> {
        rules_help()
    }
}
