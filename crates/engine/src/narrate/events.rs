//! Telling events: every [`Event`] as a sentence of the log, payments and incomes with their reasons.

use metro_core::Yen;

use super::Narrator;
use super::names::{
    action_name, capitalised, card_column, card_name, column_name, line_name, looks, phase_name, space_name,
    station_name, stop_name, vehicle_name, yen,
};
use crate::event::{Event, PayoutKind, Reason};
use crate::game::Game;
use crate::ids::PlayerId;
use crate::locale::tr;

/// The key of a [`Reason`] in the `log-cash-pays` / `log-cash-receives` messages.
fn reason_key(reason: Reason) -> &'static str {
    match reason {
        Reason::Bid => "bid",
        Reason::PassBonus => "pass-bonus",
        Reason::ActionCost => "action-cost",
        Reason::ShareExtra => "share-extra",
        Reason::Loan => "loan",
        Reason::Stake => "stake",
        Reason::StationPayout => "station-payout",
        Reason::Fare => "fare",
        Reason::Sell => "sell",
        Reason::Module { .. } => "module",
    }
}

impl Narrator {
    /// A payment or an income of `player` for `reason`: "Player 1 pays ¥300 for the turn-order bid."
    fn cash(&self, game: &Game, player: PlayerId, delta: Yen, reason: Reason) -> String {
        let why = match reason {
            Reason::Module { module, code } => looks(game, module)
                .map_or_else(|| tr!("log-reason-house-rule"), |l| l.reason(code).into_owned()),
            _ => String::new(),
        };
        let (player, reason) = (self.player(player), reason_key(reason));
        if delta < 0 {
            tr!(
                "log-cash-pays",
                player = player,
                amount = yen(-delta),
                reason = reason,
                why = why
            )
        } else {
            tr!(
                "log-cash-receives",
                player = player,
                amount = yen(delta),
                reason = reason,
                why = why
            )
        }
    }

    /// One event as a sentence ending with a full stop, in the current language.
    pub fn event(&self, game: &Game, event: &Event) -> String {
        let who = |p: &PlayerId| self.player(*p);
        match event {
            Event::RoundStarted(round) => tr!("log-round-begins", round = *round),
            Event::PhaseStarted(phase) => format!("{}.", phase_name(*phase)),
            Event::Refreshed {
                column,
                discarded,
                dealt,
            } => {
                let column = column_name(game, *column);
                match discarded {
                    Some(old) => tr!(
                        "log-refreshed-discarded",
                        column = column,
                        old = card_name(game, *old),
                        new = card_name(game, *dealt)
                    ),
                    None => tr!("log-refreshed", column = column, new = card_name(game, *dealt)),
                }
            }
            Event::BidMade(p) => tr!("log-bid-made", player = who(p)),
            Event::BidsRevealed(bids) => {
                let list: Vec<String> = bids
                    .iter()
                    .map(|(p, bid, bonus)| {
                        if *bonus > 0 {
                            tr!(
                                "log-bid-with-bonus",
                                player = who(p),
                                bid = yen(*bid),
                                bonus = yen(*bonus)
                            )
                        } else {
                            format!("{} {}", who(p), yen(*bid))
                        }
                    })
                    .collect();
                tr!("log-bids-revealed", bids = list.join(", "))
            }
            Event::TurnOrder(order) => {
                let list: Vec<String> = order.iter().map(who).collect();
                tr!("log-turn-order", players = list.join(", "))
            }
            Event::Cash {
                player,
                delta,
                reason,
            } => self.cash(game, *player, *delta, *reason),
            Event::Value { line, delta, value } => {
                let id = if *delta < 0 {
                    "log-value-falls"
                } else {
                    "log-value-rises"
                };
                metro_lang::tr!(
                    crate::locale::WORDS,
                    id,
                    line = line_name(game, *line),
                    delta = yen(delta.abs()),
                    value = yen(*value)
                )
            }
            Event::MeepleMoved { player, to } => {
                tr!(
                    "log-meeple-moved",
                    player = who(player),
                    space = space_name(game, *to)
                )
            }
            Event::ActionTaken { player, action } => tr!(
                "log-action-taken",
                player = who(player),
                action = action_name(game, *player, *action)
            ),
            Event::Passed(p) => tr!("log-passed", player = who(p)),
            Event::StationBuilt { player, station } => tr!(
                "log-station-built",
                player = who(player),
                station = station_name(game, *station)
            ),
            Event::ShareTaken { player, line, number } => tr!(
                "log-share-taken",
                player = who(player),
                number = *number,
                line = line_name(game, *line)
            ),
            Event::ShareSold { player, line, amount } => tr!(
                "log-share-sold",
                player = who(player),
                line = line_name(game, *line),
                amount = yen(*amount)
            ),
            Event::Speculated { player, line, stake } => tr!(
                "log-speculated",
                player = who(player),
                line = line_name(game, *line),
                stake = yen(*stake)
            ),
            Event::SpeedTaken { player, tokens } => {
                tr!("log-speed-taken", player = who(player), count = *tokens)
            }
            Event::SpeedAssigned { player, line } => tr!(
                "log-speed-assigned",
                player = who(player),
                line = line_name(game, *line)
            ),
            Event::TokenReturned(p) => tr!("log-token-returned", player = who(p)),
            Event::Bike { player, taken: true } => tr!("log-bike-taken", player = who(player)),
            Event::Bike { player, taken: false } => tr!("log-bike-returned", player = who(player)),
            Event::Loan { player, taken: true } => tr!("log-loan-taken", player = who(player)),
            Event::Loan { player, taken: false } => tr!("log-loan-repaid", player = who(player)),
            Event::Disc { player, gained: true } => tr!("log-disc-gained", player = who(player)),
            Event::Disc {
                player,
                gained: false,
            } => tr!("log-disc-given-up", player = who(player)),
            Event::BidBonus { player, bonus } => {
                tr!("log-bid-bonus", player = who(player), amount = yen(*bonus))
            }
            Event::DiscountLifted { player, from, amount } => tr!(
                "log-discount-lifted",
                player = who(player),
                action = action_name(game, *player, *from),
                amount = yen(*amount)
            ),
            Event::CardTaken { player, card } => {
                let name = card_name(game, *card);
                match card_column(game, *card) {
                    Some(c) => tr!(
                        "log-card-taken",
                        player = who(player),
                        card = name,
                        column = column_name(game, c)
                    ),
                    None => tr!("log-card-taken-unknown-column", player = who(player), card = name),
                }
            }
            Event::VehiclePlaced { line, vehicle, stop } => tr!(
                "log-vehicle-placed",
                vehicle = capitalised(&vehicle_name(game, *line, *vehicle, false)),
                stop = stop_name(game, *stop)
            ),
            Event::VehicleStepped { line, vehicle, stop } => tr!(
                "log-vehicle-moved",
                vehicle = capitalised(&vehicle_name(game, *line, *vehicle, false)),
                stop = stop_name(game, *stop)
            ),
            Event::VehicleRemoved { line } => tr!(
                "log-vehicle-removed",
                vehicle = capitalised(&vehicle_name(game, *line, 0, false))
            ),
            Event::StationPayout {
                line,
                station,
                owner,
                value_rise,
                cash,
            } => {
                let (station, owner) = (station_name(game, *station), who(owner));
                let (line, rise) = (line_name(game, *line), yen(*value_rise));
                if *cash > 0 {
                    tr!(
                        "log-station-payout-cash",
                        station = station,
                        owner = owner,
                        line = line,
                        rise = rise,
                        cash = yen(*cash)
                    )
                } else {
                    tr!(
                        "log-station-payout",
                        station = station,
                        owner = owner,
                        line = line,
                        rise = rise
                    )
                }
            }
            Event::Boarded {
                player,
                line,
                vehicle,
            } => tr!(
                "log-boarded",
                player = who(player),
                vehicle = vehicle_name(game, *line, *vehicle, true)
            ),
            Event::Alighted { player, to } => {
                tr!(
                    "log-alighted",
                    player = who(player),
                    space = space_name(game, *to)
                )
            }
            Event::DiscsReturned => tr!("log-discs-returned"),
            // Bookkeeping for a seat's view, told by the events around it (a card taken, an action taken, a bid).
            Event::DiscardShown { .. }
            | Event::CopyReady { .. }
            | Event::CopyUsed { .. }
            | Event::OwnBid { .. }
            | Event::Awaiting(_) => String::new(),
            Event::Module(m) => match looks(game, m.module) {
                Some(looks) => looks.narrate(game, self, m),
                None => tr!("log-module-event", module = m.module.0, kind = m.kind),
            },
            Event::Payout(payout) => {
                let player = who(&payout.player);
                let line = payout
                    .line
                    .map_or_else(|| tr!("log-payout-any-line"), |l| line_name(game, l));
                let amount = yen(payout.amount.abs());
                match payout.kind {
                    PayoutKind::Speculation => {
                        tr!(
                            "log-payout-speculation",
                            player = player,
                            amount = amount,
                            line = line
                        )
                    }
                    PayoutKind::StakeReturn => {
                        tr!(
                            "log-payout-stake-return",
                            player = player,
                            amount = amount,
                            line = line
                        )
                    }
                    PayoutKind::Share => {
                        tr!("log-payout-share", player = player, amount = amount, line = line)
                    }
                    PayoutKind::SetAside => tr!("log-payout-set-aside", player = player, amount = amount),
                    PayoutKind::Loan => tr!("log-payout-loan", player = player, amount = amount),
                    PayoutKind::Module { module, code } => self.cash(
                        game,
                        payout.player,
                        payout.amount,
                        Reason::Module { module, code },
                    ),
                }
            }
            Event::GameOver { totals, winner } => {
                let list: Vec<String> = totals
                    .iter()
                    .enumerate()
                    .map(|(i, t)| format!("{} {}", who(&PlayerId(i as u8)), yen(*t)))
                    .collect();
                tr!("log-game-over", totals = list.join(", "), winner = who(winner))
            }
        }
    }
}

/// One event as a sentence in the current language, players named "Player 1" … "Player 5".
pub fn describe(game: &Game, event: &Event) -> String {
    Narrator::default().event(game, event)
}

#[cfg(test)]
mod tests {
    use metro_core::LineId;

    use super::*;
    use crate::event::Payout;
    use crate::narrate::describe;
    use crate::narrate::tests::game;
    use crate::state::Phase;

    #[test]
    fn players_lines_stations_stops_and_spaces_use_the_map_names() {
        let g = game(3);
        let ginza_g = g.map().stop_on(LineId(0), 2).unwrap();
        let ginza_m = g.map().stop_on(LineId(1), 2).unwrap();
        let ginza = g.map().station_by_name("Ginza").unwrap();
        let n = Narrator::default();
        assert_eq!(n.event(&g, &Event::Passed(PlayerId(2))), "Player 3 passes.");
        assert_eq!(
            n.event(
                &g,
                &Event::VehicleStepped {
                    line: LineId(0),
                    vehicle: 0,
                    stop: ginza_g
                }
            ),
            "The G train moves to G2 Ginza."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::VehiclePlaced {
                    line: LineId(1),
                    vehicle: 0,
                    stop: ginza_m
                }
            ),
            "The M train is placed at M2 Ginza (M)."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::StationBuilt {
                    player: PlayerId(0),
                    station: ginza
                }
            ),
            "Player 1 builds a station at Ginza."
        );
        let space = g.map().space(3, 2).unwrap();
        assert_eq!(
            n.event(
                &g,
                &Event::MeepleMoved {
                    player: PlayerId(1),
                    to: space
                }
            ),
            "Player 2's meeple goes next to Ginza (M2), south-east of it."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::Value {
                    line: LineId(0),
                    delta: 1_000,
                    value: 1_200
                }
            ),
            "G Ginza rises ¥1,000 to ¥1,200."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::ShareTaken {
                    player: PlayerId(0),
                    line: LineId(1),
                    number: 2
                }
            ),
            "Player 1 takes share #2 of M Marunouchi."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::StationPayout {
                    line: LineId(0),
                    station: ginza,
                    owner: PlayerId(1),
                    value_rise: 200,
                    cash: 200
                }
            ),
            "Ginza pays out to its owner Player 2: G Ginza rises ¥200 and Player 2 receives ¥200."
        );
    }

    #[test]
    fn labels_replace_seat_numbers() {
        let g = game(2);
        let n = Narrator::new(vec!["Aiko".into(), String::new()]);
        assert_eq!(
            n.event(&g, &Event::TurnOrder([PlayerId(1), PlayerId(0)].into())),
            "Turn order: Player 2, Aiko."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::Cash {
                    player: PlayerId(0),
                    delta: -300,
                    reason: Reason::Bid
                }
            ),
            "Aiko pays ¥300 for the turn-order bid."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::Cash {
                    player: PlayerId(1),
                    delta: 200,
                    reason: Reason::PassBonus
                }
            ),
            "Player 2 receives ¥200 for passing with discs left."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::BidsRevealed([(PlayerId(0), 300, 0), (PlayerId(1), 0, 200)].into())
            ),
            "Bids revealed: Aiko ¥300, Player 2 ¥0 + ¥200 bonus."
        );
    }

    #[test]
    fn end_game_events_read_as_payouts_and_totals() {
        let g = game(2);
        let payout = |kind, amount| Payout {
            kind,
            line: Some(LineId(0)),
            player: PlayerId(0),
            amount,
        };
        assert_eq!(
            describe(&g, &Event::Payout(payout(PayoutKind::Share, 2_900))),
            "Player 1 receives ¥2,900 for a share of G Ginza."
        );
        assert_eq!(
            describe(
                &g,
                &Event::Payout(Payout {
                    line: None,
                    ..payout(PayoutKind::Loan, -3_000)
                })
            ),
            "Player 1 pays ¥3,000 for loans still held."
        );
        assert_eq!(
            describe(
                &g,
                &Event::GameOver {
                    totals: [3_400, -500].into(),
                    winner: PlayerId(0)
                }
            ),
            "Final totals: Player 1 ¥3,400, Player 2 -¥500. Player 1 wins."
        );
        assert_eq!(describe(&g, &Event::PhaseStarted(Phase::Trains)), "Train phase.");
        assert_eq!(describe(&g, &Event::RoundStarted(2)), "Round 2 begins.");
    }
}
