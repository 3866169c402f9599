// Tiny admin helper used by infra/local/servers.sh.
//
// Why not kafka-topics / TopicCommand: that tool lives in the kafka-tools artifact (more
// downloads) and creates one topic per JVM start (~2 s each, 20 topics = 40 s). This helper
// uses the AdminClient from kafka-clients (already on the broker classpath), waits for real
// cluster metadata and creates all missing topics in one call.
//
// It also creates the platform's SCRAM users and their ACLs (users.txt): the broker only
// accepts authenticated clients, and a user may only write or read what users.txt grants.
//
// Usage:
//   java -cp "<libs>/*:<dir of this class>" KafkaAdmin --bootstrap 127.0.0.1:9092 --timeout 60
//        [--users users.txt --passwords FILE] [--topics topics.txt --partitions 3 --dlq-partitions 1] [--list]
// Environment: KAFKA_SASL_MECHANISM, KAFKA_USERNAME, KAFKA_PASSWORD (how this helper signs
// in; the broker's PLAIN user). FILE holds KAFKA_PASSWORD_<USER>=<password> lines: the
// password each user of users.txt gets, "admin" included.
// Exit codes: 0 ok, 1 broker not ready / creation failed, 2 usage error.

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.CreateTopicsResult;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.ScramCredentialInfo;
import org.apache.kafka.clients.admin.ScramMechanism;
import org.apache.kafka.clients.admin.UserScramCredentialAlteration;
import org.apache.kafka.clients.admin.UserScramCredentialUpsertion;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclBindingFilter;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourceType;

public final class KafkaAdmin {
  public static void main(String[] args) throws Exception {
    Map<String, String> opt = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--list")) {
        opt.put("list", "true");
      } else if (a.startsWith("--") && i + 1 < args.length) {
        opt.put(a.substring(2), args[++i]);
      } else {
        System.err.println("KafkaAdmin: bad argument " + a);
        System.exit(2);
      }
    }
    String bootstrap = opt.getOrDefault("bootstrap", "127.0.0.1:9092");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Long.parseLong(opt.getOrDefault("timeout", "60")));

    Properties p = new Properties();
    p.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    p.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "5000");
    p.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "10000");
    p.put(AdminClientConfig.CLIENT_ID_CONFIG, "trade-servers-sh");
    String mechanism = System.getenv("KAFKA_SASL_MECHANISM");
    if (mechanism != null && !mechanism.isEmpty()) {
      String module = mechanism.equalsIgnoreCase("PLAIN")
          ? "org.apache.kafka.common.security.plain.PlainLoginModule"
          : "org.apache.kafka.common.security.scram.ScramLoginModule";
      p.put("security.protocol", "SASL_PLAINTEXT");
      p.put("sasl.mechanism", mechanism.toUpperCase());
      p.put("sasl.jaas.config", module + " required username=\"" + System.getenv("KAFKA_USERNAME")
          + "\" password=\"" + System.getenv("KAFKA_PASSWORD") + "\";");
    }
    try (Admin admin = Admin.create(p)) {
      Set<String> existing = awaitMetadata(admin, deadline);
      if (opt.containsKey("users")) {
        ensureUsers(admin, Path.of(opt.get("users")), readPasswords(Path.of(opt.get("passwords"))));
      }
      if (opt.containsKey("topics")) {
        int partitions = Integer.parseInt(opt.getOrDefault("partitions", "3"));
        int dlqPartitions = Integer.parseInt(opt.getOrDefault("dlq-partitions", "1"));
        ensureTopics(admin, Path.of(opt.get("topics")), partitions, dlqPartitions, existing);
        existing = new TreeSet<>(admin.listTopics().names().get(10, TimeUnit.SECONDS));
        warmUpGroupCoordinator(admin, deadline);
      }
      if (opt.containsKey("list")) {
        existing.forEach(System.out::println);
      }
    }
  }

  /** Retries until the broker answers a metadata request with at least one node. */
  private static Set<String> awaitMetadata(Admin admin, long deadline) throws InterruptedException {
    Exception last = null;
    while (System.nanoTime() < deadline) {
      try {
        Collection<Node> nodes = admin.describeCluster().nodes().get(5, TimeUnit.SECONDS);
        if (!nodes.isEmpty()) {
          return new TreeSet<>(admin.listTopics().names().get(5, TimeUnit.SECONDS));
        }
      } catch (Exception e) {
        last = e;
      }
      Thread.sleep(300);
    }
    System.err.println("KafkaAdmin: no cluster metadata before timeout" + (last == null ? "" : ": " + last));
    System.exit(1);
    return null;
  }

  /**
   * The first FindCoordinator request creates __consumer_offsets; until it exists every
   * consumer gets "group coordinator not available" and retries for a few seconds. Doing it
   * here once makes the first consumer of a test run join immediately.
   */
  private static void warmUpGroupCoordinator(Admin admin, long deadline) throws InterruptedException {
    while (System.nanoTime() < deadline) {
      try {
        admin.listConsumerGroupOffsets("trade-servers-sh-warmup").partitionsToOffsetAndMetadata()
            .get(5, TimeUnit.SECONDS);
        return;
      } catch (Exception e) {
        Thread.sleep(200); // coordinator still loading: retry
      }
    }
  }

  /** Creates the topics listed in the file that do not exist yet (replication factor 1). */
  private static void ensureTopics(Admin admin, Path file, int partitions, int dlqPartitions, Set<String> existing)
      throws Exception {
    List<NewTopic> missing = new ArrayList<>();
    for (String raw : Files.readAllLines(file)) {
      String line = raw.replaceAll("#.*", "").trim();
      if (line.isEmpty()) continue;
      String[] parts = line.split("\\s+");
      String name = parts[0];
      int n = parts.length > 1 ? Integer.parseInt(parts[1]) : (name.endsWith(".dlq") ? dlqPartitions : partitions);
      if (!existing.contains(name)) missing.add(new NewTopic(name, n, (short) 1));
    }
    if (missing.isEmpty()) {
      System.out.println("topics: all present");
      return;
    }
    CreateTopicsResult res = admin.createTopics(missing);
    int created = 0;
    for (var e : res.values().entrySet()) {
      try {
        e.getValue().get(30, TimeUnit.SECONDS);
        created++;
      } catch (ExecutionException ex) {
        // Another process (or auto-create on first use) won the race: that is fine.
        if (!(ex.getCause() instanceof TopicExistsException)) throw ex;
      }
    }
    System.out.println("topics: created " + created);
  }

  /**
   * Creates (or resets the password of) every user of the file and "admin", and makes each
   * listed user's ACLs exactly what the file grants: rights dropped from the file go away.
   */
  private static void ensureUsers(Admin admin, Path file, Map<String, String> passwords) throws Exception {
    Map<String, List<AclBinding>> wanted = new LinkedHashMap<>();
    wanted.put("admin", new ArrayList<>()); // a super user: a password, no ACLs
    for (String raw : Files.readAllLines(file)) {
      String line = raw.replaceAll("#.*", "").trim();
      if (line.isEmpty()) continue;
      String[] parts = line.split("\\s+");
      String user = parts[0];
      List<AclBinding> acls = wanted.computeIfAbsent(user, u -> new ArrayList<>(List.of(
          allow(u, ResourceType.TOPIC, "trade.", PatternType.PREFIXED, AclOperation.DESCRIBE))));
      String right = parts.length > 1 ? parts[1] : "-";
      if (right.equals("-")) continue;
      if (parts.length < 3) throw new IllegalArgumentException(file + ": no topic in: " + raw);
      String topic = parts[2];
      if (right.equals("write")) {
        acls.add(allow(user, ResourceType.TOPIC, topic, PatternType.LITERAL, AclOperation.WRITE));
      } else if (right.equals("read")) {
        acls.add(allow(user, ResourceType.TOPIC, topic, PatternType.LITERAL, AclOperation.READ));
        acls.add(allow(user, ResourceType.TOPIC, topic + ".dlq", PatternType.LITERAL, AclOperation.WRITE));
        acls.add(allow(user, ResourceType.GROUP, "*", PatternType.LITERAL, AclOperation.READ));
      } else {
        throw new IllegalArgumentException(file + ": unknown right '" + right + "' in: " + raw);
      }
    }

    List<UserScramCredentialAlteration> upserts = new ArrayList<>();
    for (String user : wanted.keySet()) {
      String password = passwords.get("KAFKA_PASSWORD_" + user.toUpperCase());
      if (password == null || password.isEmpty()) {
        throw new IllegalArgumentException("no KAFKA_PASSWORD_" + user.toUpperCase() + " in the passwords file");
      }
      upserts.add(new UserScramCredentialUpsertion(user,
          new ScramCredentialInfo(ScramMechanism.SCRAM_SHA_512, 8192), password));
    }
    admin.alterUserScramCredentials(upserts).all().get(30, TimeUnit.SECONDS);

    Set<AclBinding> desired = new java.util.HashSet<>();
    wanted.values().forEach(desired::addAll);
    List<AclBindingFilter> stale = new ArrayList<>();
    for (AclBinding binding : admin.describeAcls(AclBindingFilter.ANY).values().get(30, TimeUnit.SECONDS)) {
      String principal = binding.entry().principal();
      boolean ours = wanted.keySet().stream().anyMatch(u -> principal.equals("User:" + u));
      if (ours && !desired.contains(binding)) stale.add(binding.toFilter());
    }
    if (!stale.isEmpty()) admin.deleteAcls(stale).all().get(30, TimeUnit.SECONDS);
    admin.createAcls(desired).all().get(30, TimeUnit.SECONDS);
    System.out.println("users: " + wanted.size() + ", acls: " + desired.size()
        + (stale.isEmpty() ? "" : ", removed " + stale.size()));
  }

  /** KEY=VALUE lines. */
  private static Map<String, String> readPasswords(Path file) throws Exception {
    Map<String, String> passwords = new LinkedHashMap<>();
    for (String line : Files.readAllLines(file)) {
      int eq = line.indexOf('=');
      if (eq > 0) passwords.put(line.substring(0, eq).trim(), line.substring(eq + 1).trim());
    }
    return passwords;
  }

  private static AclBinding allow(String user, ResourceType type, String name, PatternType pattern,
      AclOperation operation) {
    return new AclBinding(new ResourcePattern(type, name, pattern),
        new AccessControlEntry("User:" + user, "*", operation, AclPermissionType.ALLOW));
  }
}
