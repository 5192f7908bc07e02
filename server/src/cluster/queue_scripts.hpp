// The public queue's steps as Lua scripts: Redis runs each one whole, so two nodes (or a join and
// a timer) that race for one entry get one answer between them.
//
// An entry is a hash at <prefix>entry:<player> (state, key, node, ticket, since, rating, joined) and a
// member of the sorted set <prefix>queue:<pool key>, scored by `since` (Unix ms). A ticket names
// one join of one player; a step about an entry names its ticket, so a step about an entry that
// was replaced (the player joined again, maybe on another node) does nothing. An entry that was
// answered keeps its hash, state "paired" or "done" (the computer, or left), until it expires: a
// late step finds it answered.
#pragma once

namespace mancala::server::queue_scripts {

// Pairs the nearest ratings of the queue within the window of the longer wait, as LocalQueue does
// (rating_rules.hpp: `window`), as often as it can, whatever node each entry is on. ARGV: prefix,
// key, now, bot_after, narrow, wide, and the node that runs it (`me`: alive, even while Redis,
// back empty, waits for its lease). Entries of another node whose lease is gone are left alone.
// Two entries whose `avoid` names the other (a block) are never paired: each entry's partner is
// the nearest above it that it may meet.
// Returns {player, ticket, node, rating, ...}, two entries a pairing, the longer wait first.
inline constexpr const char* pair_function = R"lua(
local function window(waited, bot_after, narrow, wide)
  if bot_after <= 0 or waited * 2 >= bot_after then return math.huge end
  local share = math.min(1, waited / (bot_after / 4))
  return narrow + share * (wide - narrow)
end

-- Either entry's `avoid` (" id id ... ") names the other: they are not paired.
local function apart(x, y)
  return string.find(x.avoid, ' ' .. y.p .. ' ', 1, true) ~= nil or string.find(y.avoid, ' ' .. x.p .. ' ', 1, true) ~= nil
end

local function pair(prefix, key, now, bot_after, narrow, wide, me)
  local q = prefix .. 'queue:' .. key
  local out = {}
  while true do
    local es = {}
    for _, p in ipairs(redis.call('ZRANGE', q, 0, -1)) do
      local f = redis.call('HMGET', prefix .. 'entry:' .. p, 'state', 'node', 'ticket', 'since', 'rating', 'avoid')
      if f[1] ~= 'waiting' then
        redis.call('ZREM', q, p)
      elseif f[2] ~= me and redis.call('EXISTS', prefix .. 'lease:' .. f[2]) == 0 then
        -- a dead node's entry: nobody would hand its player over; it expires
      else
        es[#es + 1] = {p = p, node = f[2], ticket = f[3], since = tonumber(f[4]), rating = f[5], avoid = f[6] or ' '}
      end
    end
    if #es < 2 then return out end
    table.sort(es, function(a, b) return tonumber(a.rating) < tonumber(b.rating) end)
    local best, best_j, best_gap, best_since
    for i = 1, #es - 1 do
      -- Each entry's nearest partner above it: its neighbour, or past those it must not meet.
      local j = i + 1
      while j <= #es and apart(es[i], es[j]) do j = j + 1 end
      if j <= #es then
        local a, b = es[i], es[j]
        local since = math.min(a.since, b.since)
        local gap = tonumber(b.rating) - tonumber(a.rating)
        if gap <= window(now - since, bot_after, narrow, wide) and
           not (best and (gap > best_gap or (gap == best_gap and since >= best_since))) then
          best, best_j, best_gap, best_since = i, j, gap, since
        end
      end
    end
    if not best then return out end
    local a, b = es[best], es[best_j]
    if b.since < a.since then a, b = b, a end
    for _, x in ipairs({a, b}) do
      redis.call('HSET', prefix .. 'entry:' .. x.p, 'state', 'paired')
      redis.call('ZREM', q, x.p)
      for _, v in ipairs({x.p, x.ticket, x.node, x.rating}) do out[#out + 1] = v end
    end
  end
end
)lua";

// ARGV: prefix, key, now, bot_after, narrow, wide, player, node, ticket, since, rating, ttl, joined
// (Unix ms of the join), avoid (the players this one must not meet, as " id id ... "). One entry a player: the later
// join wins. An entry of the player under another ticket (another pool, another connection, another node) is replaced
// if it was joined earlier; if later, this join (sent again after Redis was away) lost, and the
// reply is 0. An answered entry of this ticket stays answered. Then pairs the queue
// (pair_function's reply).
inline constexpr const char* join = R"lua(
local prefix, key, player, ticket, joined = ARGV[1], ARGV[2], ARGV[7], ARGV[9], tonumber(ARGV[13])
local e = prefix .. 'entry:' .. player
local old = redis.call('HMGET', e, 'state', 'key', 'ticket', 'joined')
if old[3] == ticket and old[1] ~= 'waiting' then return {} end
if old[3] and old[3] ~= ticket then
  if (tonumber(old[4]) or 0) > joined then return 0 end
  if old[1] == 'waiting' then redis.call('ZREM', prefix .. 'queue:' .. old[2], player) end
end
redis.call('HSET', e, 'state', 'waiting', 'key', key, 'node', ARGV[8], 'ticket', ticket, 'since', ARGV[10],
           'rating', ARGV[11], 'joined', ARGV[13], 'avoid', ARGV[14])
redis.call('PEXPIRE', e, ARGV[12])
redis.call('ZADD', prefix .. 'queue:' .. key, ARGV[10], player)
return pair(prefix, key, tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]), ARGV[8])
)lua";

// ARGV: pair_function's, then this node. A wave: the windows have widened since the last look.
inline constexpr const char* wave = R"lua(
return pair(ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]), ARGV[7])
)lua";

// ARGV: prefix, player, ticket. 1: the computer for this ticket's entry; 0 when another ticket
// holds the player's entry (the player joined again elsewhere); 2 when it was paired (the
// pairing is on its way to the node of the longer wait). An entry still waiting is taken.
// One answered with the computer or a leave is answered again: the node asks only about entries
// it still holds, so it never heard that answer (its reply was lost with the connection). One
// whose hash expired (Redis restarted, or the entry outlived its time) has waited long enough.
inline constexpr const char* fallback = R"lua(
local e = ARGV[1] .. 'entry:' .. ARGV[2]
local f = redis.call('HMGET', e, 'state', 'key', 'ticket')
if f[1] == false then return 1 end
if f[3] ~= ARGV[3] then return 0 end
if f[1] == 'paired' then return 2 end
if f[1] == 'waiting' then
  redis.call('HSET', e, 'state', 'done')
  redis.call('ZREM', ARGV[1] .. 'queue:' .. f[2], ARGV[2])
end
return 1
)lua";

// ARGV: prefix, player, ticket. Removes the entry if it is still this ticket's.
inline constexpr const char* leave = R"lua(
local e = ARGV[1] .. 'entry:' .. ARGV[2]
local f = redis.call('HMGET', e, 'state', 'key', 'ticket')
if f[1] ~= 'waiting' or f[3] ~= ARGV[3] then return 0 end
redis.call('HSET', e, 'state', 'done')
redis.call('ZREM', ARGV[1] .. 'queue:' .. f[2], ARGV[2])
return 1
)lua";

}  // namespace mancala::server::queue_scripts
