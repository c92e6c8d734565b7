//! Room codes, table ids and seat tokens: every one drawn from the operating system's generator; a token is kept
//! only as its SHA-256 hash.

use sha2::{Digest, Sha256};

/// The letters of a room code: no `0`/`O`, `1`/`I`/`L`, nothing two people could read differently.
pub const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// The letters of a room code (31 letters: about 887 million codes).
pub const CODE_LEN: usize = 6;

/// The operating system's generator failed.
#[derive(Debug, thiserror::Error)]
#[error("the system's random generator failed: {0}")]
pub struct NoRandom(String);

fn random_bytes<const N: usize>() -> Result<[u8; N], NoRandom> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| NoRandom(e.to_string()))?;
    Ok(bytes)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A new room code: [`CODE_LEN`] letters of [`CODE_ALPHABET`] (each from a byte below the largest multiple of the
/// alphabet's size, so that every letter is equally likely).
pub fn room_code() -> Result<String, NoRandom> {
    let n = CODE_ALPHABET.len();
    let limit = 256 - 256 % n;
    let mut code = String::with_capacity(CODE_LEN);
    while code.len() < CODE_LEN {
        for b in random_bytes::<16>()? {
            if usize::from(b) < limit && code.len() < CODE_LEN {
                code.push(char::from(CODE_ALPHABET[usize::from(b) % n]));
            }
        }
    }
    Ok(code)
}

/// A code as a person may type it: upper case, spaces and dashes dropped.
pub fn normal_code(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// A new table id: 128 bits, 32 hexadecimal digits.
pub fn table_id() -> Result<String, NoRandom> {
    Ok(hex(&random_bytes::<16>()?))
}

/// A new seat token: 128 bits, 32 hexadecimal digits. Only its [`token_hash`] is stored.
pub fn token() -> Result<String, NoRandom> {
    Ok(hex(&random_bytes::<16>()?))
}

/// A new game seed.
pub fn seed() -> Result<u64, NoRandom> {
    Ok(u64::from_le_bytes(random_bytes::<8>()?))
}

/// What the store keeps of a token: its SHA-256, in hexadecimal.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_use_the_unambiguous_alphabet() {
        for _ in 0..200 {
            let code = room_code().expect("random");
            assert_eq!(code.len(), CODE_LEN);
            assert!(code.bytes().all(|b| CODE_ALPHABET.contains(&b)), "{code}");
            assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
        }
        assert_eq!(normal_code(" k7q-x2m "), "K7QX2M");
    }

    #[test]
    fn tokens_are_128_bits_and_stored_hashed() {
        let a = token().expect("random");
        let b = token().expect("random");
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert_eq!(token_hash(&a).len(), 64);
        assert_ne!(token_hash(&a), a);
        assert_eq!(token_hash(&a), token_hash(&a));
    }
}
