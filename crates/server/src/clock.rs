//! A table's clock (issue 30, item 7), chosen at its creation: a deadline per decision (`turn`: games over days) or a
//! time bank per seat (`bank`: live games, with an increment after each decision). A clock runs only for a seat a
//! person plays while it must decide; past its deadline the table's bot makes that decision for the seat (the seat
//! stays its person's). Deadlines are wall-clock times kept in the store, so a deadline that passed while the server
//! was down fires as soon as the table is resumed.

use std::time::{SystemTime, UNIX_EPOCH};

use metro_protocol::{ClockRule, SeatClock};

/// The longest clock: 30 days a decision, or a bank of 30 days.
pub const MAX_CLOCK_SECONDS: u64 = 30 * 24 * 60 * 60;

/// Now, in milliseconds since 1970.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Why a clock is refused at a table's creation.
pub fn check_rule(rule: &ClockRule) -> Result<(), String> {
    let (seconds, increment) = match *rule {
        ClockRule::Turn { seconds } => (seconds, 0),
        ClockRule::Bank { seconds, increment } => (seconds, increment),
    };
    if seconds == 0 || seconds > MAX_CLOCK_SECONDS || increment > MAX_CLOCK_SECONDS {
        return Err(format!(
            "a clock's seconds are from 1 to {MAX_CLOCK_SECONDS} (30 days), an increment at most as many"
        ));
    }
    Ok(())
}

fn ms(seconds: u64) -> i64 {
    i64::try_from(seconds.saturating_mul(1000)).unwrap_or(i64::MAX)
}

/// A seat's clock in the table's actor (and in the store: its deadline and bank).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Running {
    /// When the seat's decision under way is due (milliseconds since 1970), while it decides.
    pub deadline: Option<i64>,
    /// The seat's bank on a bank clock, counted to the start of its decision under way (milliseconds).
    pub bank_ms: Option<i64>,
}

impl Running {
    /// A seat's clock at the start of the game.
    pub fn new(rule: &ClockRule) -> Running {
        Running {
            deadline: None,
            bank_ms: match *rule {
                ClockRule::Turn { .. } => None,
                ClockRule::Bank { seconds, .. } => Some(ms(seconds)),
            },
        }
    }

    /// The seat starts deciding at `now` (nothing if its clock runs already); whether it changed.
    pub fn start(&mut self, rule: &ClockRule, now: i64) -> bool {
        if self.deadline.is_some() {
            return false;
        }
        let time = match *rule {
            ClockRule::Turn { seconds } => ms(seconds),
            ClockRule::Bank { seconds, .. } => self.bank_ms.unwrap_or(ms(seconds)).max(0),
        };
        self.deadline = Some(now.saturating_add(time));
        true
    }

    /// The seat decided (or no longer decides) at `now`: a bank keeps what is left, plus its increment; whether it
    /// changed.
    pub fn stop(&mut self, rule: &ClockRule, now: i64) -> bool {
        let Some(deadline) = self.deadline.take() else {
            return false;
        };
        if let ClockRule::Bank { increment, .. } = *rule {
            let bank = self.bank_ms.unwrap_or(0);
            let started = deadline.saturating_sub(bank);
            let used = now.saturating_sub(started).max(0);
            self.bank_ms = Some(bank.saturating_sub(used).max(0).saturating_add(ms(increment)));
        }
        true
    }

    /// The deadline passed: nothing is left (the bot makes the decision). The deadline stays until the decision is
    /// made ([`Running::stop`]), so that a table resumed before it was fires it again.
    pub fn expire(&mut self, rule: &ClockRule) {
        if let ClockRule::Bank { .. } = rule {
            self.bank_ms = Some(0);
        }
    }

    /// Whether its deadline has passed at `now`.
    pub fn due(&self, now: i64) -> bool {
        self.deadline.is_some_and(|d| d <= now)
    }

    /// As the protocol sends it, at `now`.
    pub fn seat_clock(&self, seat: u8, now: i64) -> SeatClock {
        SeatClock {
            seat,
            deadline_ms: self.deadline,
            remaining_ms: self
                .deadline
                .map(|d| u64::try_from(d.saturating_sub(now)).unwrap_or(0)),
            bank_ms: self.bank_ms.map(|b| u64::try_from(b).unwrap_or(0)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_clock_gives_each_decision_its_time() {
        let rule = ClockRule::Turn { seconds: 60 };
        let mut clock = Running::new(&rule);
        assert!(clock.start(&rule, 1_000));
        assert!(!clock.start(&rule, 5_000), "already running");
        assert_eq!(clock.deadline, Some(61_000));
        assert!(!clock.due(60_999) && clock.due(61_000));
        assert!(clock.stop(&rule, 2_000));
        assert_eq!(clock, Running::default());
        assert!(clock.start(&rule, 10_000));
        assert_eq!(clock.seat_clock(1, 40_000).remaining_ms, Some(30_000));
    }

    #[test]
    fn a_bank_runs_while_the_seat_decides_and_gets_its_increment() {
        let rule = ClockRule::Bank {
            seconds: 10,
            increment: 2,
        };
        let mut clock = Running::new(&rule);
        assert_eq!(clock.bank_ms, Some(10_000));
        clock.start(&rule, 0);
        assert_eq!(clock.deadline, Some(10_000));
        clock.stop(&rule, 4_000);
        assert_eq!((clock.deadline, clock.bank_ms), (None, Some(8_000)));
        clock.start(&rule, 100_000);
        assert_eq!(clock.deadline, Some(108_000));
        clock.expire(&rule);
        assert_eq!((clock.deadline, clock.bank_ms), (Some(108_000), Some(0)));
        clock.stop(&rule, 109_000);
        assert_eq!(
            (clock.deadline, clock.bank_ms),
            (None, Some(2_000)),
            "nothing left, then the increment"
        );
        clock.expire(&rule);
        clock.start(&rule, 200_000);
        assert!(clock.due(200_000), "an empty bank is due at once");
        assert!(check_rule(&rule).is_ok());
        assert!(check_rule(&ClockRule::Turn { seconds: 0 }).is_err());
        assert!(
            check_rule(&ClockRule::Turn {
                seconds: MAX_CLOCK_SECONDS + 1
            })
            .is_err()
        );
    }
}
