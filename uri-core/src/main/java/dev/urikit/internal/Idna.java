package dev.urikit.internal;

import dev.urikit.spi.IdnaMapping;
import java.net.IDN;
import java.util.Iterator;
import java.util.ServiceLoader;

/** Finds the {@link IdnaMapping} once, on first use; the JDK's {@link IDN} when no module provides one. */
public final class Idna {

  private Idna() {}

  /** The mapping a module provides, else {@link Jdk}. */
  public static IdnaMapping installed() {
    return Holder.INSTALLED;
  }

  private static final class Holder {
    static final IdnaMapping INSTALLED = discover();

    private static IdnaMapping discover() {
      Iterator<IdnaMapping> it = ServiceLoader.load(IdnaMapping.class, Idna.class.getClassLoader()).iterator();
      // Bounded: an iterator that keeps failing at one entry cannot hold discovery forever.
      for (int attempt = 0; attempt < 64; attempt++) {
        try {
          if (!it.hasNext()) {
            return new Jdk();
          }
          return it.next();
        } catch (java.util.ServiceConfigurationError | RuntimeException | LinkageError e) {
          // A provider that cannot be loaded is passed over; the next one, or the JDK's, is used.
        }
      }
      return new Jdk();
    }
  }

  /** IDNA 2003 (RFC 3490) as the JDK implements it, with the STD3 ASCII rules. */
  static final class Jdk implements IdnaMapping {

    @Override
    public String toAscii(String unicodeName) {
      try {
        return IDN.toASCII(unicodeName, IDN.USE_STD3_ASCII_RULES);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("not an internationalized domain name (RFC 5890, RFC 3490 section 4.1): "
            + e.getMessage(), e);
      }
    }

    @Override
    public String toUnicode(String asciiName) {
      return IDN.toUnicode(asciiName);
    }

    @Override
    public String toString() {
      return "IdnaMapping[java.net.IDN]";
    }
  }
}
