package dev.urikit.benchmarks;

import dev.urikit.file.FileUri;
import dev.urikit.ftp.FtpUri;
import dev.urikit.gopher.GopherUri;
import dev.urikit.http.HttpUri;
import dev.urikit.mailto.MailtoUri;
import dev.urikit.news.NewsUri;
import dev.urikit.news.NntpUri;
import dev.urikit.prospero.ProsperoUri;
import dev.urikit.telnet.TelnetUri;
import dev.urikit.urn.Urn;
import dev.urikit.wais.WaisUri;
import java.util.Locale;

/**
 * The schemes of the mixed corpus, each with its fixed share of the lines and the typed view its module
 * gives ({@code Uri.view(type)}).
 *
 * <p>Shares are in thousandths and add up to 1,000: of {@link Corpus#SIZE} = 40,000 lines, {@code HTTPS}
 * (700) gets 28,000 and {@code TELNET} (10) gets 400. The declaration order is the order of the printed
 * report.
 */
public enum CorpusScheme {
  HTTPS(700, HttpUri.class),
  HTTP(50, HttpUri.class),
  MAILTO(40, MailtoUri.class),
  URN(50, Urn.class),
  FTP(30, FtpUri.class),
  NEWS(20, NewsUri.class),
  NNTP(20, NntpUri.class),
  FILE(40, FileUri.class),
  GOPHER(15, GopherUri.class),
  TELNET(10, TelnetUri.class),
  WAIS(15, WaisUri.class),
  PROSPERO(10, ProsperoUri.class);

  /** The denominator of every share. */
  static final int PER = 1_000;

  private final int share;
  private final Class<?> viewType;

  CorpusScheme(int share, Class<?> viewType) {
    this.share = share;
    this.viewType = viewType;
  }

  /** The scheme name in lower case, as the {@code scheme} parameter of {@link SchemeBenchmark} spells it. */
  public String schemeName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The share of the mixed corpus's lines, in thousandths. */
  public int share() {
    return share;
  }

  /** The view type of this scheme's module, {@code HttpUri} for both http and https. */
  public Class<?> viewType() {
    return viewType;
  }

  /** Lines of this scheme in a mixed corpus of {@code lines} lines; the remainder goes to https. */
  int count(int lines) {
    int count = (int) ((long) lines * share / PER);
    if (this == HTTPS) {
      int others = 0;
      for (CorpusScheme scheme : values()) {
        others += scheme == HTTPS ? 0 : scheme.count(lines);
      }
      count = lines - others;
    }
    return count;
  }

  /** The scheme named {@code name} in any case. */
  public static CorpusScheme of(String name) {
    return valueOf(name.toUpperCase(Locale.ROOT));
  }

  /** The scheme of {@code line}: the text before its first {@code ':'}, in any case. */
  static CorpusScheme ofLine(String line) {
    int colon = line.indexOf(':');
    if (colon <= 0) {
      throw new IllegalArgumentException("no scheme in " + line);
    }
    return of(line.substring(0, colon));
  }
}
