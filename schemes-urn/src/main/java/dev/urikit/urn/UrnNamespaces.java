package dev.urikit.urn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.jspecify.annotations.Nullable;

/**
 * The URN namespaces a {@link UrnScheme} consults, by namespace identifier (RFC 8141 section 2).
 *
 * <pre>{@code
 * UrnNamespaces.installed().lookup("ISBN")                  // the IsbnNamespace, found with ServiceLoader
 * UrnNamespaces.of(new UuidNamespace()).lookup("isbn")      // null: that URN follows the generic rules
 * }</pre>
 *
 * <p>Broken namespaces are contained as broken scheme providers are: one that cannot be loaded, or
 * whose constructor or {@link UrnNamespace#nids()} throws (an {@code Error} included), is left out and
 * named in {@link #failures()}; an NID that two namespaces claim is registered by neither, named in
 * {@link #failures()}, and its URNs are refused with a message naming both classes. Discovery runs
 * once; a namespace that parses a URN while it is being loaded gets the generic rules for it.
 * Immutable and thread-safe.
 */
public final class UrnNamespaces {

  private static final UrnNamespaces NONE = new UrnNamespaces(List.of());
  /** How many of an NID's characters {@link #key} holds. */
  private static final int KEY_CHARACTERS = Long.BYTES;
  private static volatile @Nullable UrnNamespaces installed;
  private static @Nullable Thread discoverer;

  private final Map<String, UrnNamespace> byNid = new LinkedHashMap<>();
  private final Map<String, String> conflicts = new LinkedHashMap<>();
  private final List<String> failures = new ArrayList<>();
  /** Open addressing by {@link #key} and length, so that validation looks a namespace up without allocating. */
  private final Entry[] table;
  private final int mask;

  private UrnNamespaces(Iterable<? extends UrnNamespace> namespaces) {
    Map<String, List<UrnNamespace>> claims = new LinkedHashMap<>();
    for (UrnNamespace namespace : namespaces) {
      claim(namespace, claims);
    }
    List<Entry> entries = new ArrayList<>();
    claims.forEach((nid, claimants) -> {
      if (claimants.size() == 1) {
        byNid.put(nid, claimants.get(0));
        entries.add(new Entry(nid, claimants.get(0), null));
        return;
      }
      StringBuilder who = new StringBuilder();
      for (int i = 0; i < claimants.size(); i++) {
        who.append(i == 0 ? "" : " and ").append(claimants.get(i).getClass().getName());
      }
      String message = "URN namespace \"" + nid + "\" is claimed by " + who
          + ", so neither registers it; choose one with UrnNamespaces.of(...)";
      conflicts.put(nid, message);
      failures.add(message);
      entries.add(new Entry(nid, null, message));
    });
    int size = Integer.highestOneBit(Math.max(4, entries.size() * 4) - 1) << 1;
    table = new Entry[size];
    mask = size - 1;
    for (Entry entry : entries) {
      int slot = hash(entry.key, entry.length) & mask;
      while (table[slot] != null) {
        slot = (slot + 1) & mask;
      }
      table[slot] = entry;
    }
  }

  /** Every namespace listed for {@link ServiceLoader} on the class path, discovered on first use and then kept. */
  public static UrnNamespaces installed() {
    UrnNamespaces result = installed;
    if (result != null) {
      return result;
    }
    synchronized (UrnNamespaces.class) {
      result = installed;
      if (result != null) {
        return result;
      }
      if (discoverer == Thread.currentThread()) {
        return NONE; // a namespace parses a URN while it is loaded: generic rules, no second discovery
      }
      discoverer = Thread.currentThread();
      try {
        result = discover();
      } finally {
        discoverer = null;
      }
      installed = result;
      return result;
    }
  }

  /** Whether {@link #installed()} has finished discovering the namespaces. */
  static boolean isDiscovered() {
    return installed != null;
  }

  /** No namespaces: every URN follows the generic rules of RFC 8141. */
  public static UrnNamespaces none() {
    return NONE;
  }

  /** Exactly {@code namespaces}, with the same containment of broken ones as {@link #installed()}. */
  public static UrnNamespaces of(UrnNamespace... namespaces) {
    return of(Arrays.asList(namespaces));
  }

  /** Exactly {@code namespaces}, with the same containment of broken ones as {@link #installed()}. */
  public static UrnNamespaces of(Iterable<? extends UrnNamespace> namespaces) {
    return new UrnNamespaces(namespaces);
  }

  /** The namespace that claims {@code nid} (compared without regard to the case of US-ASCII letters), or null. */
  public @Nullable UrnNamespace lookup(String nid) {
    Entry entry = UrnRules.isNid(nid) ? entry(nid, 0, nid.length()) : null;
    return entry == null ? null : entry.namespace;
  }

  /** The registered namespaces by lower-case NID, in the order they were found; unmodifiable. */
  public Map<String, UrnNamespace> namespaces() {
    return Collections.unmodifiableMap(byNid);
  }

  /**
   * One line per namespace that could not be loaded or failed to say its NIDs, naming its class, and
   * one per NID that two namespaces claim, naming both.
   */
  public List<String> failures() {
    return Collections.unmodifiableList(failures);
  }

  @Override
  public String toString() {
    return "UrnNamespaces" + byNid.keySet();
  }

  /**
   * The entry of the NID {@code text[start, end)}, any case, or null; allocates nothing. The NID holds
   * letters, digits and hyphens only.
   */
  @Nullable Entry entry(String text, int start, int end) {
    return entry(key(text, start, end), text, start, end);
  }

  /** {@link #entry(String, int, int)} of an NID whose {@link #key} is {@code key}, read with {@link #keyWith}. */
  @Nullable Entry entry(long key, String text, int start, int end) {
    int length = end - start;
    for (int slot = hash(key, length) & mask; table[slot] != null; slot = (slot + 1) & mask) {
      Entry candidate = table[slot];
      if (candidate.key == key && candidate.length == length
          && (length <= KEY_CHARACTERS || equalsIgnoreCase(candidate.nid, text, start))) {
        return candidate;
      }
    }
    return null;
  }

  private void claim(UrnNamespace namespace, Map<String, List<UrnNamespace>> claims) {
    String origin = "a URN namespace";
    List<String> nids = new ArrayList<>();
    try {
      origin = namespace.getClass().getName();
      for (String nid : namespace.nids()) {
        if (!UrnRules.isNid(nid) || !nid.equals(nid.toLowerCase(java.util.Locale.ROOT))) {
          throw new IllegalArgumentException("\"" + nid + "\" is not a lower-case NID (RFC 8141 section 2)");
        }
        nids.add(nid);
      }
    } catch (Throwable t) {
      failures.add(origin + " was left out: " + describe(t));
      return;
    }
    for (String nid : nids) {
      List<UrnNamespace> claimants = claims.computeIfAbsent(nid, k -> new ArrayList<>());
      if (!claimants.contains(namespace)) {
        claimants.add(namespace);
      }
    }
  }

  private static UrnNamespaces discover() {
    List<UrnNamespace> found = new ArrayList<>();
    List<String> loadFailures = new ArrayList<>();
    try {
      Iterator<ServiceLoader.Provider<UrnNamespace>> it =
          ServiceLoader.load(UrnNamespace.class, UrnNamespace.class.getClassLoader()).stream().iterator();
      while (true) {
        ServiceLoader.Provider<UrnNamespace> provider;
        try {
          if (!it.hasNext()) {
            break;
          }
          provider = it.next();
        } catch (Throwable t) {
          loadFailures.add("a URN namespace could not be loaded: " + describe(t));
          continue;
        }
        String origin = "a URN namespace";
        try {
          origin = provider.type().getName();
          found.add(provider.get());
        } catch (Throwable t) {
          loadFailures.add(origin + " could not be created: " + describe(t));
        }
      }
    } catch (Throwable t) {
      loadFailures.add("URN namespace discovery stopped: " + describe(t));
    }
    UrnNamespaces result = new UrnNamespaces(found);
    result.failures.addAll(0, loadFailures);
    if (!result.failures.isEmpty()) {
      System.Logger log = System.getLogger("dev.urikit.urn");
      for (String failure : result.failures) {
        log.log(System.Logger.Level.WARNING, "URN namespace left out: " + failure);
      }
    }
    return result;
  }

  /** The class and message of {@code t}, without letting {@code t}'s own code throw again. */
  static String describe(Throwable t) {
    String message;
    try {
      message = t.getMessage();
    } catch (Throwable ignored) {
      message = null;
    }
    return t.getClass().getName() + (message == null ? "" : ": " + message);
  }

  /**
   * The first {@value #KEY_CHARACTERS} characters of the NID {@code text[start, end)}, a byte each, its
   * letters in lower case: two NIDs of the same length up to {@value #KEY_CHARACTERS} characters are the
   * same NID, in either case, exactly when their keys are equal. {@code c | 0x20} lowers a letter and
   * leaves a digit or a hyphen as it is, the only other characters of an NID.
   */
  private static long key(String text, int start, int end) {
    long key = 0;
    for (int i = start; i < end; i++) {
      key = keyWith(key, i - start, text.charAt(i));
    }
    return key;
  }

  /** The {@link #key} of an NID of which {@code key} holds the characters before {@code c}, the character at {@code index}. */
  static long keyWith(long key, int index, char c) {
    return index < KEY_CHARACTERS ? key << 8 | (c | 0x20) : key;
  }

  private static int hash(long key, int length) {
    int h = 31 * Long.hashCode(key) + length;
    return h ^ (h >>> 16);
  }

  /**
   * Whether {@code text} at {@code start} holds {@code lowerNid}, its letters in either case: NIDs are
   * US-ASCII, so only A to Z have another case (RFC 8141 section 3.1).
   */
  private static boolean equalsIgnoreCase(String lowerNid, String text, int start) {
    for (int i = 0; i < lowerNid.length(); i++) {
      char c = text.charAt(start + i);
      char expected = lowerNid.charAt(i);
      if (c != expected && !(c >= 'A' && c <= 'Z' && (c | 0x20) == expected)) {
        return false;
      }
    }
    return true;
  }

  /** A registered NID: its namespace, or the message of a conflict. */
  static final class Entry {
    final String nid;
    /** {@link #key} of {@link #nid}. */
    final long key;
    /** The length of {@link #nid}, compared before its characters. */
    final int length;
    final @Nullable UrnNamespace namespace;
    final @Nullable String conflict;

    Entry(String nid, @Nullable UrnNamespace namespace, @Nullable String conflict) {
      this.nid = nid;
      this.key = key(nid, 0, nid.length());
      this.length = nid.length();
      this.namespace = namespace;
      this.conflict = conflict;
    }
  }
}
